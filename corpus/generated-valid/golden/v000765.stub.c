#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000765.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5step8PidPKdPj(int *, double, const double *, unsigned *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5step8PidPKdPj(int *__par0, double __par1, const double *__par2, unsigned *__restrict__ __par3){ unsigned *__T0;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__T0 = __par3;__cudaSetupArgSimple(__T0, 24UL);__cudaLaunch(((char *)((void ( *)(int *, double, const double *, unsigned *__restrict__))step8)), 0U);}
# 19 "v000765.cu"
void step8( int *__cuda_0,double __cuda_1,const double *__cuda_2,unsigned *__restrict__ __cuda_3)
# 19 "v000765.cu"
{__device_stub__Z5step8PidPKdPj( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 32 "v000765.cu"
}
# 1 "v000765.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(int *, double, const double *, unsigned *__restrict__))step8), _Z5step8PidPKdPj, (-1)); __cudaRegisterVariable(__T1, __shadow_var(d_sift19,::d_sift19), 0, 8UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
