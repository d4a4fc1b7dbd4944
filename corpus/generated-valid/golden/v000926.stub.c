#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000926.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6trace8PiPf(int *__restrict__, float *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14apply19_kernelfPdPiPKm(float, double *__restrict__, int *__restrict__, const unsigned long *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6kern3013bias38_kernelEPKliPKi(const long *, int, const int *__restrict__);
static void __device_stub__ZN6kern3013sift31_kernelIdLi7EEEvPKT_i(const double *__restrict__, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6trace8PiPf(int *__restrict__ __par0, float *__restrict__ __par1){ int *__T0;
 float *__T1;
__cudaLaunchPrologue(2);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__T1 = __par1;__cudaSetupArgSimple(__T1, 8UL);__cudaLaunch(((char *)((void ( *)(int *__restrict__, float *__restrict__))trace8)), 0U);}
# 23 "v000926.cu"
void trace8( int *__restrict__ __cuda_0,float *__restrict__ __cuda_1)
# 23 "v000926.cu"
{__device_stub__Z6trace8PiPf( __cuda_0,__cuda_1);
# 31 "v000926.cu"
}
# 1 "v000926.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14apply19_kernelfPdPiPKm( float __par0,  double *__restrict__ __par1,  int *__restrict__ __par2,  const unsigned long *__par3) {  double *__T2;
 int *__T3;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __T2 = __par1; __cudaSetupArgSimple(__T2, 8UL); __T3 = __par2; __cudaSetupArgSimple(__T3, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(float, double *__restrict__, int *__restrict__, const unsigned long *))apply19_kernel)), 0U); }
# 41 "v000926.cu"
void apply19_kernel( float __cuda_0,double *__restrict__ __cuda_1,int *__restrict__ __cuda_2,const unsigned long *__cuda_3)
# 41 "v000926.cu"
{__device_stub__Z14apply19_kernelfPdPiPKm( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 52 "v000926.cu"
}
# 1 "v000926.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6kern3013bias38_kernelEPKliPKi( const long *__par0,  int __par1,  const int *__restrict__ __par2) {  const int *__T7;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T7 = __par2; __cudaSetupArgSimple(__T7, 16UL); __cudaLaunch(((char *)((void ( *)(const long *, int, const int *__restrict__))kern30::bias38_kernel)), 0U); }
# 75 "v000926.cu"
void kern30::bias38_kernel( const long *__cuda_0,int __cuda_1,const int *__restrict__ __cuda_2)
# 75 "v000926.cu"
{__device_stub__ZN6kern3013bias38_kernelEPKliPKi( __cuda_0,__cuda_1,__cuda_2);
# 84 "v000926.cu"
}
# 1 "v000926.cudafe1.stub.c"
static void __device_stub__ZN6kern3013sift31_kernelIdLi7EEEvPKT_i( const double *__restrict__ __par0,  int __par1) {  const double *__T8;
__cudaLaunchPrologue(2); __T8 = __par0; __cudaSetupArgSimple(__T8, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const double *__restrict__, int))kern30::sift31_kernel<double, (int)7> )), 0U); }namespace kern30{

template<> __specialization_static void __wrapper__device_stub_sift31_kernel<double,7>( const double *__restrict__ &__cuda_0,int &__cuda_1){__device_stub__ZN6kern3013sift31_kernelIdLi7EEEvPKT_i( (const double *&)__cuda_0,(int &)__cuda_1);}}
static void __nv_cudaEntityRegisterCallback( void **__T9) {  __nv_dummy_param_ref(__T9); __nv_save_fatbinhandle_for_managed_rt(__T9); __cudaRegisterEntry(__T9, ((void ( *)(const double *__restrict__, int))kern30::sift31_kernel<double, (int)7> ), _ZN6kern3013sift31_kernelIdLi7EEEvPKT_i, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(const long *, int, const int *__restrict__))kern30::bias38_kernel), _ZN6kern3013bias38_kernelEPKliPKi, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(float, double *__restrict__, int *__restrict__, const unsigned long *))apply19_kernel), _Z14apply19_kernelfPdPiPKm, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(int *__restrict__, float *__restrict__))trace8), _Z6trace8PiPf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
