#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002105.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7weigh30bPKdc(bool, const double *, char);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7weigh30bPKdc(bool __par0, const double *__par1, char __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(bool, const double *, char))weigh30)), 0U);}
# 46 "v002105.cu"
void weigh30( bool __cuda_0,const double *__cuda_1,char __cuda_2)
# 46 "v002105.cu"
{__device_stub__Z7weigh30bPKdc( __cuda_0,__cuda_1,__cuda_2);
# 55 "v002105.cu"
}
# 1 "v002105.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T10) {  __nv_dummy_param_ref(__T10); __nv_save_fatbinhandle_for_managed_rt(__T10); __cudaRegisterEntry(__T10, ((void ( *)(bool, const double *, char))weigh30), _Z7weigh30bPKdc, (-1)); __cudaRegisterVariable(__T10, __shadow_var(c_probe16,::c_probe16), 0, 32UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
