#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001548.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13decay6_kerneliPaPKl(int, signed char *, const long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13decay6_kerneliPaPKl(int __par0, signed char *__par1, const long *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int, signed char *, const long *))decay6_kernel)), 0U);}
# 10 "v001548.cu"
void decay6_kernel( int __cuda_0,signed char *__cuda_1,const long *__cuda_2)
# 10 "v001548.cu"
{__device_stub__Z13decay6_kerneliPaPKl( __cuda_0,__cuda_1,__cuda_2);
# 21 "v001548.cu"
}
# 1 "v001548.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(int, signed char *, const long *))decay6_kernel), _Z13decay6_kerneliPaPKl, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
