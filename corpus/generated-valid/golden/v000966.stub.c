#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000966.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14apply29_kernellPiPKl(long, int *, const long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14apply29_kernellPiPKl(long __par0, int *__par1, const long *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(long, int *, const long *))apply29_kernel)), 0U);}
# 55 "v000966.cu"
void apply29_kernel( long __cuda_0,int *__cuda_1,const long *__cuda_2)
# 55 "v000966.cu"
{__device_stub__Z14apply29_kernellPiPKl( __cuda_0,__cuda_1,__cuda_2);
# 65 "v000966.cu"
}
# 1 "v000966.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T16) {  __nv_dummy_param_ref(__T16); __nv_save_fatbinhandle_for_managed_rt(__T16); __cudaRegisterEntry(__T16, ((void ( *)(long, int *, const long *))apply29_kernel), _Z14apply29_kernellPiPKl, 128); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
