#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001113.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7decay11ii(int, int);
static void __device_stub__Z14count29_kernelIfLi5EEvPT_jPKi(float *, unsigned, const int *);
static void __device_stub__Z15smooth20_kernelIdLi7EEvPT_PKS0_S3_S3_(double *, const double *, const double *, const double *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7decay11ii(int __par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaLaunch(((char *)((void ( *)(int, int))decay11)), 0U);}
# 22 "v001113.cu"
void decay11( int __cuda_0,int __cuda_1)
# 22 "v001113.cu"
{__device_stub__Z7decay11ii( __cuda_0,__cuda_1);



}
# 1 "v001113.cudafe1.stub.c"
static void __device_stub__Z14count29_kernelIfLi5EEvPT_jPKi( float *__par0,  unsigned __par1,  const int *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(float *, unsigned, const int *))count29_kernel<float, (int)5> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_count29_kernel<float,5>( float *&__cuda_0,unsigned &__cuda_1,const int *&__cuda_2){__device_stub__Z14count29_kernelIfLi5EEvPT_jPKi( (float *&)__cuda_0,(unsigned &)__cuda_1,(const int *&)__cuda_2);}
static void __device_stub__Z15smooth20_kernelIdLi7EEvPT_PKS0_S3_S3_( double *__par0,  const double *__par1,  const double *__par2,  const double *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(double *, const double *, const double *, const double *))smooth20_kernel<double, (int)7> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_smooth20_kernel<double,7>( double *&__cuda_0,const double *&__cuda_1,const double *&__cuda_2,const double *&__cuda_3){__device_stub__Z15smooth20_kernelIdLi7EEvPT_PKS0_S3_S3_( (double *&)__cuda_0,(const double *&)__cuda_1,(const double *&)__cuda_2,(const double *&)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(double *, const double *, const double *, const double *))smooth20_kernel<double, (int)7> ), _Z15smooth20_kernelIdLi7EEvPT_PKS0_S3_S3_, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(float *, unsigned, const int *))count29_kernel<float, (int)5> ), _Z14count29_kernelIfLi5EEvPT_jPKi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int, int))decay11), _Z7decay11ii, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
