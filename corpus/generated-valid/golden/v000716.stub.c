#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000716.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7gather8Ph(unsigned char *__restrict__);
static void __device_stub__Z14split27_kernelIdLi1EEvT_PKS0_fi(double, const double *, float, int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN8detail1713warp18_kernelEPiPdPjPKd(int *__restrict__, double *, unsigned *, const double *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7gather8Ph(unsigned char *__restrict__ __par0){ unsigned char *__T0;
__cudaLaunchPrologue(1);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaLaunch(((char *)((void ( *)(unsigned char *__restrict__))gather8)), 0U);}
# 15 "v000716.cu"
void gather8( unsigned char *__restrict__ __cuda_0)
# 16 "v000716.cu"
{__device_stub__Z7gather8Ph( __cuda_0);
# 24 "v000716.cu"
}
# 1 "v000716.cudafe1.stub.c"
static void __device_stub__Z14split27_kernelIdLi1EEvT_PKS0_fi( double __par0,  const double *__par1,  float __par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 20UL); __cudaLaunch(((char *)((void ( *)(double, const double *, float, int))split27_kernel<double, (int)1> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_split27_kernel<double,1>( double &__cuda_0,const double *&__cuda_1,float &__cuda_2,int &__cuda_3){__device_stub__Z14split27_kernelIdLi1EEvT_PKS0_fi( (double &)__cuda_0,(const double *&)__cuda_1,(float &)__cuda_2,(int &)__cuda_3);}
__attribute__((visibility("hidden"))) void __device_stub__ZN8detail1713warp18_kernelEPiPdPjPKd( int *__restrict__ __par0,  double *__par1,  unsigned *__par2,  const double *__par3) {  int *__T1;
__cudaLaunchPrologue(4); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__, double *, unsigned *, const double *))detail17::warp18_kernel)), 0U); }
# 36 "v000716.cu"
void detail17::warp18_kernel( int *__restrict__ __cuda_0,double *__cuda_1,unsigned *__cuda_2,const double *__cuda_3)
# 37 "v000716.cu"
{__device_stub__ZN8detail1713warp18_kernelEPiPdPjPKd( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 44 "v000716.cu"
}
# 1 "v000716.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T2) {  __nv_dummy_param_ref(__T2); __nv_save_fatbinhandle_for_managed_rt(__T2); __cudaRegisterEntry(__T2, ((void ( *)(int *__restrict__, double *, unsigned *, const double *))detail17::warp18_kernel), _ZN8detail1713warp18_kernelEPiPdPjPKd, (-1)); __cudaRegisterEntry(__T2, ((void ( *)(double, const double *, float, int))split27_kernel<double, (int)1> ), _Z14split27_kernelIdLi1EEvT_PKS0_fi, 32); __cudaRegisterEntry(__T2, ((void ( *)(unsigned char *__restrict__))gather8), _Z7gather8Ph, 128); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
