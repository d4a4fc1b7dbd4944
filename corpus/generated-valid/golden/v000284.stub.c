#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000284.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5mix15iPiPKfi(int, int *, const float *__restrict__, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5mix15iPiPKfi(int __par0, int *__par1, const float *__restrict__ __par2, int __par3){ const float *__T0;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__T0 = __par2;__cudaSetupArgSimple(__T0, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int, int *, const float *__restrict__, int))mix15)), 0U);}
# 17 "v000284.cu"
void mix15( int __cuda_0,int *__cuda_1,const float *__restrict__ __cuda_2,int __cuda_3)
# 17 "v000284.cu"
{__device_stub__Z5mix15iPiPKfi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 26 "v000284.cu"
}
# 1 "v000284.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(int, int *, const float *__restrict__, int))mix15), _Z5mix15iPiPKfi, (-1)); __cudaRegisterManagedVariable(__T1, __shadow_var(m_step14,::m_step14), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
