#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001254.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7count18iPhPi(int, unsigned char *, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7count18iPhPi(int __par0, unsigned char *__par1, int *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int, unsigned char *, int *))count18)), 0U);}
# 48 "v001254.cu"
void count18( int __cuda_0,unsigned char *__cuda_1,int *__cuda_2)
# 49 "v001254.cu"
{__device_stub__Z7count18iPhPi( __cuda_0,__cuda_1,__cuda_2);
# 64 "v001254.cu"
}
# 1 "v001254.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(int, unsigned char *, int *))count18), _Z7count18iPhPi, (-1)); __cudaRegisterVariable(__T0, __shadow_var(c_tally5,::c_tally5), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
