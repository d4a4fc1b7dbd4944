#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000403.fatbin.c"
typedef int _ZN6math257idx26_tE;
extern __attribute__((visibility("hidden"))) void __device_stub__Z6rank27Pi(_ZN6math257idx26_tE *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6rank27Pi(_ZN6math257idx26_tE *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(_ZN6math257idx26_tE *))rank27)), 0U);}
# 45 "v000403.cu"
void rank27( _ZN6math257idx26_tE *__cuda_0)
# 46 "v000403.cu"
{__device_stub__Z6rank27Pi( __cuda_0);
# 54 "v000403.cu"
}
# 1 "v000403.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(_ZN6math257idx26_tE *))rank27), _Z6rank27Pi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
