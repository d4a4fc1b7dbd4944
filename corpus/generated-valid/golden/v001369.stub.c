#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001369.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12rank8_kerneldiPf(double, int, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13sift41_kernelPKjm(const unsigned *, size_t);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6grow47PdPiiPf(double *__restrict__, int *__restrict__, int, float *__restrict__);
static void __device_stub__Z13bump21_kernelIdEvPKT_(const double *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5ops276bias31EiflPKy(int, float, long, const unsigned long long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12rank8_kerneldiPf(double __par0, int __par1, float *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(double, int, float *))rank8_kernel)), 0U);}
# 15 "v001369.cu"
void rank8_kernel( double __cuda_0,int __cuda_1,float *__cuda_2)
# 16 "v001369.cu"
{__device_stub__Z12rank8_kerneldiPf( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "v001369.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13sift41_kernelPKjm( const unsigned *__par0,  size_t __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const unsigned *, size_t))sift41_kernel)), 0U); }
# 71 "v001369.cu"
void sift41_kernel( const unsigned *__cuda_0,::size_t __cuda_1)
# 72 "v001369.cu"
{__device_stub__Z13sift41_kernelPKjm( __cuda_0,__cuda_1);
# 78 "v001369.cu"
}
# 1 "v001369.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6grow47PdPiiPf( double *__restrict__ __par0,  int *__restrict__ __par1,  int __par2,  float *__restrict__ __par3) {  double *__T0;
 int *__T1;
 float *__T2;
__cudaLaunchPrologue(4); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __T1 = __par1; __cudaSetupArgSimple(__T1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __T2 = __par3; __cudaSetupArgSimple(__T2, 24UL); __cudaLaunch(((char *)((void ( *)(double *__restrict__, int *__restrict__, int, float *__restrict__))grow47)), 0U); }
# 82 "v001369.cu"
void grow47( double *__restrict__ __cuda_0,int *__restrict__ __cuda_1,int __cuda_2,float *__restrict__ __cuda_3)
# 83 "v001369.cu"
{__device_stub__Z6grow47PdPiiPf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v001369.cudafe1.stub.c"
static void __device_stub__Z13bump21_kernelIdEvPKT_( const double *__restrict__ __par0) {  const double *__T3;
__cudaLaunchPrologue(1); __T3 = __par0; __cudaSetupArgSimple(__T3, 0UL); __cudaLaunch(((char *)((void ( *)(const double *__restrict__))bump21_kernel<double> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_bump21_kernel<double>( const double *__restrict__ &__cuda_0){__device_stub__Z13bump21_kernelIdEvPKT_( (const double *&)__cuda_0);}
__attribute__((visibility("hidden"))) void __device_stub__ZN5ops276bias31EiflPKy( int __par0,  float __par1,  long __par2,  const unsigned long long *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(int, float, long, const unsigned long long *))ops27::bias31)), 0U); }
# 56 "v001369.cu"
void ops27::bias31( int __cuda_0,float __cuda_1,long __cuda_2,const unsigned long long *__cuda_3)
# 57 "v001369.cu"
{__device_stub__ZN5ops276bias31EiflPKy( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 64 "v001369.cu"
}
# 1 "v001369.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(int, float, long, const unsigned long long *))ops27::bias31), _ZN5ops276bias31EiflPKy, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(const double *__restrict__))bump21_kernel<double> ), _Z13bump21_kernelIdEvPKT_, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(double *__restrict__, int *__restrict__, int, float *__restrict__))grow47), _Z6grow47PdPiiPf, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(const unsigned *, size_t))sift41_kernel), _Z13sift41_kernelPKjm, 256); __cudaRegisterEntry(__T7, ((void ( *)(double, int, float *))rank8_kernel), _Z12rank8_kerneldiPf, (-1)); __cudaRegisterVariable(__T7, __shadow_var(d_sweep15,::d_sweep15), 0, 4UL, 0, 0); __cudaRegisterVariable(__T7, __shadow_var(_ZN5ops279c_apply28E,::ops27::c_apply28), 0, 16UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
