#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001086.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6grow27PyiPf(unsigned long long *, int, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6step33iPKm(int, const size_t *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15reduce41_kernelPKjPx(const unsigned *, long long *__restrict__);
static void __device_stub__Z14reduce5_kernelIdLi7EEvT_iiPKS0_(double, int, int, const double *);
static void __device_stub__Z13grow14_kernelIfLi8EEvT_PKS0_S2_i(float, const float *__restrict__, const float *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6grow27PyiPf(unsigned long long *__par0, int __par1, float *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(unsigned long long *, int, float *))grow27)), 0U);}
# 38 "v001086.cu"
void grow27( unsigned long long *__cuda_0,int __cuda_1,float *__cuda_2)
# 39 "v001086.cu"
{__device_stub__Z6grow27PyiPf( __cuda_0,__cuda_1,__cuda_2);
# 47 "v001086.cu"
}
# 1 "v001086.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6step33iPKm( int __par0,  const size_t *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, const size_t *))step33)), 0U); }
# 49 "v001086.cu"
void step33( int __cuda_0,const ::size_t *__cuda_1)
# 50 "v001086.cu"
{__device_stub__Z6step33iPKm( __cuda_0,__cuda_1);
# 58 "v001086.cu"
}
# 1 "v001086.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15reduce41_kernelPKjPx( const unsigned *__par0,  long long *__restrict__ __par1) {  long long *__T0;
__cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __T0 = __par1; __cudaSetupArgSimple(__T0, 8UL); __cudaLaunch(((char *)((void ( *)(const unsigned *, long long *__restrict__))reduce41_kernel)), 0U); }
# 60 "v001086.cu"
void reduce41_kernel( const unsigned *__cuda_0,long long *__restrict__ __cuda_1)
# 61 "v001086.cu"
{__device_stub__Z15reduce41_kernelPKjPx( __cuda_0,__cuda_1);
# 69 "v001086.cu"
}
# 1 "v001086.cudafe1.stub.c"
static void __device_stub__Z14reduce5_kernelIdLi7EEvT_iiPKS0_( double __par0,  int __par1,  int __par2,  const double *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(double, int, int, const double *))reduce5_kernel<double, (int)7> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_reduce5_kernel<double,7>( double &__cuda_0,int &__cuda_1,int &__cuda_2,const double *&__cuda_3){__device_stub__Z14reduce5_kernelIdLi7EEvT_iiPKS0_( (double &)__cuda_0,(int &)__cuda_1,(int &)__cuda_2,(const double *&)__cuda_3);}
static void __device_stub__Z13grow14_kernelIfLi8EEvT_PKS0_S2_i( float __par0,  const float *__restrict__ __par1,  const float *__par2,  int __par3) {  const float *__T1;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __T1 = __par1; __cudaSetupArgSimple(__T1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(float, const float *__restrict__, const float *, int))grow14_kernel<float, (int)8> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_grow14_kernel<float,8>( float &__cuda_0,const float *__restrict__ &__cuda_1,const float *&__cuda_2,int &__cuda_3){__device_stub__Z13grow14_kernelIfLi8EEvT_PKS0_S2_i( (float &)__cuda_0,(const float *&)__cuda_1,(const float *&)__cuda_2,(int &)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(float, const float *__restrict__, const float *, int))grow14_kernel<float, (int)8> ), _Z13grow14_kernelIfLi8EEvT_PKS0_S2_i, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(double, int, int, const double *))reduce5_kernel<double, (int)7> ), _Z14reduce5_kernelIdLi7EEvT_iiPKS0_, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(const unsigned *, long long *__restrict__))reduce41_kernel), _Z15reduce41_kernelPKjPx, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int, const size_t *))step33), _Z6step33iPKm, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(unsigned long long *, int, float *))grow27), _Z6grow27PyiPf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
