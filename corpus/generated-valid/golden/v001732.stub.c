#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001732.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z15smooth14_kernellPKi(long, const int *__restrict__);
static void __device_stub__Z13step20_kernelIifEvPKT0_PS0_if(const float *__restrict__, float *, int, float);
static void __device_stub__Z8smooth12IiLi5EEvT_(int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z15smooth14_kernellPKi(long __par0, const int *__restrict__ __par1){ const int *__T0;
__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaLaunch(((char *)((void ( *)(long, const int *__restrict__))smooth14_kernel)), 0U);}
# 30 "v001732.cu"
void smooth14_kernel( long __cuda_0,const int *__restrict__ __cuda_1)
# 31 "v001732.cu"
{__device_stub__Z15smooth14_kernellPKi( __cuda_0,__cuda_1);
# 49 "v001732.cu"
}
# 1 "v001732.cudafe1.stub.c"
static void __device_stub__Z13step20_kernelIifEvPKT0_PS0_if( const float *__restrict__ __par0,  float *__par1,  int __par2,  float __par3) {  const float *__T1;
__cudaLaunchPrologue(4); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 20UL); __cudaLaunch(((char *)((void ( *)(const float *__restrict__, float *, int, float))step20_kernel<int, float> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_step20_kernel<int,float>( const float *__restrict__ &__cuda_0,float *&__cuda_1,int &__cuda_2,float &__cuda_3){__device_stub__Z13step20_kernelIifEvPKT0_PS0_if( (const float *&)__cuda_0,(float *&)__cuda_1,(int &)__cuda_2,(float &)__cuda_3);}
static void __device_stub__Z8smooth12IiLi5EEvT_( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))smooth12<int, (int)5> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_smooth12<int,5>( int &__cuda_0){__device_stub__Z8smooth12IiLi5EEvT_( (int &)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(int))smooth12<int, (int)5> ), _Z8smooth12IiLi5EEvT_, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(const float *__restrict__, float *, int, float))step20_kernel<int, float> ), _Z13step20_kernelIifEvPKT0_PS0_if, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(long, const int *__restrict__))smooth14_kernel), _Z15smooth14_kernellPKi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
