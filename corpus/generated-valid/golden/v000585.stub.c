#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000585.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z9scatter20mPKdf(unsigned long, const double *__restrict__, float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z9scatter20mPKdf(unsigned long __par0, const double *__restrict__ __par1, float __par2){ const double *__T0;
__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(unsigned long, const double *__restrict__, float))scatter20)), 0U);}
# 31 "v000585.cu"
void scatter20( unsigned long __cuda_0,const double *__restrict__ __cuda_1,float __cuda_2)
# 31 "v000585.cu"
{__device_stub__Z9scatter20mPKdf( __cuda_0,__cuda_1,__cuda_2);
# 40 "v000585.cu"
}
# 1 "v000585.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(unsigned long, const double *__restrict__, float))scatter20), _Z9scatter20mPKdf, (-1)); __cudaRegisterManagedVariable(__T4, __shadow_var(m_bump19,::m_bump19), 0, 8UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
