#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000502.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z8filter11PKlPj(const long *__restrict__, unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z8filter11PKlPj(const long *__restrict__ __par0, unsigned *__par1){ const long *__T0;
__cudaLaunchPrologue(2);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const long *__restrict__, unsigned *))filter11)), 0U);}
# 24 "v000502.cu"
void filter11( const long *__restrict__ __cuda_0,unsigned *__cuda_1)
# 25 "v000502.cu"
{__device_stub__Z8filter11PKlPj( __cuda_0,__cuda_1);
# 40 "v000502.cu"
}
# 1 "v000502.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(const long *__restrict__, unsigned *))filter11), _Z8filter11PKlPj, (-1)); __cudaRegisterManagedVariable(__T1, __shadow_var(m_grow17,::m_grow17), 0, 8UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
