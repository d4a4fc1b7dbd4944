#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002134.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__ZN7detail98reduce10EPKiPiPdPKj(const int *__restrict__, int *__restrict__, double *, const unsigned *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__ZN7detail98reduce10EPKiPiPdPKj(const int *__restrict__ __par0, int *__restrict__ __par1, double *__par2, const unsigned *__restrict__ __par3){ const int *__T1;
 int *__T2;
 const unsigned *__T3;
__cudaLaunchPrologue(4);__T1 = __par0;__cudaSetupArgSimple(__T1, 0UL);__T2 = __par1;__cudaSetupArgSimple(__T2, 8UL);__cudaSetupArgSimple(__par2, 16UL);__T3 = __par3;__cudaSetupArgSimple(__T3, 24UL);__cudaLaunch(((char *)((void ( *)(const int *__restrict__, int *__restrict__, double *, const unsigned *__restrict__))detail9::reduce10)), 0U);}
# 19 "v002134.cu"
void detail9::reduce10( const int *__restrict__ __cuda_0,int *__restrict__ __cuda_1,double *__cuda_2,const unsigned *__restrict__ __cuda_3)
# 19 "v002134.cu"
{__device_stub__ZN7detail98reduce10EPKiPiPdPKj( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 28 "v002134.cu"
}
# 1 "v002134.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(const int *__restrict__, int *__restrict__, double *, const unsigned *__restrict__))detail9::reduce10), _ZN7detail98reduce10EPKiPiPdPKj, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
