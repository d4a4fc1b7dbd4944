#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001981.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z9scatter21mPi(unsigned long, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z9scatter21mPi(unsigned long __par0, int *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(unsigned long, int *))scatter21)), 0U);}
# 44 "v001981.cu"
void scatter21( unsigned long __cuda_0,int *__cuda_1)
# 44 "v001981.cu"
{__device_stub__Z9scatter21mPi( __cuda_0,__cuda_1);
# 51 "v001981.cu"
}
# 1 "v001981.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(unsigned long, int *))scatter21), _Z9scatter21mPi, (-1)); __cudaRegisterVariable(__T3, __shadow_var(d_sift15,::d_sift15), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
