#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000510.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14reduce9_kerneldPKjPiPx(double, const unsigned *, int *, long long *__restrict__);
static void __device_stub__Z7drift22IfdEvPKT0_iS2_c(const double *, int, const double *__restrict__, char);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14reduce9_kerneldPKjPiPx(double __par0, const unsigned *__par1, int *__par2, long long *__restrict__ __par3){ long long *__T0;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__T0 = __par3;__cudaSetupArgSimple(__T0, 24UL);__cudaLaunch(((char *)((void ( *)(double, const unsigned *, int *, long long *__restrict__))reduce9_kernel)), 0U);}
# 29 "v000510.cu"
void reduce9_kernel( double __cuda_0,const unsigned *__cuda_1,int *__cuda_2,long long *__restrict__ __cuda_3)
# 30 "v000510.cu"
{__device_stub__Z14reduce9_kerneldPKjPiPx( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 49 "v000510.cu"
}
# 1 "v000510.cudafe1.stub.c"
static void __device_stub__Z7drift22IfdEvPKT0_iS2_c( const double *__par0,  int __par1,  const double *__restrict__ __par2,  char __par3) {  const double *__T1;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T1 = __par2; __cudaSetupArgSimple(__T1, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const double *, int, const double *__restrict__, char))drift22<float, double> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_drift22<float,double>( const double *&__cuda_0,int &__cuda_1,const double *__restrict__ &__cuda_2,char &__cuda_3){__device_stub__Z7drift22IfdEvPKT0_iS2_c( (const double *&)__cuda_0,(int &)__cuda_1,(const double *&)__cuda_2,(char &)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(const double *, int, const double *__restrict__, char))drift22<float, double> ), _Z7drift22IfdEvPKT0_iS2_c, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(double, const unsigned *, int *, long long *__restrict__))reduce9_kernel), _Z14reduce9_kerneldPKjPiPx, 64); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
