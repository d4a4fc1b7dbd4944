#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000576.fatbin.c"
static void __device_stub__Z6blend5IfLi5EEvPT_(float *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN4img913fold10_kernelEPiPd(int *, double *__restrict__);
static void __device_stub__ZN4img914blend19_kernelIiLi7EEEvT_PKS1_S1_(int, const int *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z6blend5IfLi5EEvPT_(float *__restrict__ __par0){ float *__T0;
__cudaLaunchPrologue(1);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaLaunch(((char *)((void ( *)(float *__restrict__))blend5<float, (int)5> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_blend5<float,5>( float *__restrict__ &__cuda_0){__device_stub__Z6blend5IfLi5EEvPT_( (float *&)__cuda_0);}
__attribute__((visibility("hidden"))) void __device_stub__ZN4img913fold10_kernelEPiPd(int *__par0, double *__restrict__ __par1){ double *__T1;
__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__T1 = __par1;__cudaSetupArgSimple(__T1, 8UL);__cudaLaunch(((char *)((void ( *)(int *, double *__restrict__))img9::fold10_kernel)), 0U);}
# 16 "v000576.cu"
void img9::fold10_kernel( int *__cuda_0,double *__restrict__ __cuda_1)
# 16 "v000576.cu"
{__device_stub__ZN4img913fold10_kernelEPiPd( __cuda_0,__cuda_1);



}
# 1 "v000576.cudafe1.stub.c"
static void __device_stub__ZN4img914blend19_kernelIiLi7EEEvT_PKS1_S1_( int __par0,  const int *__par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int, const int *, int))img9::blend19_kernel<int, (int)7> )), 0U); }namespace img9{

template<> __specialization_static void __wrapper__device_stub_blend19_kernel<int,7>( int &__cuda_0,const int *&__cuda_1,int &__cuda_2){__device_stub__ZN4img914blend19_kernelIiLi7EEEvT_PKS1_S1_( (int &)__cuda_0,(const int *&)__cuda_1,(int &)__cuda_2);}}
static void __nv_cudaEntityRegisterCallback( void **__T2) {  __nv_dummy_param_ref(__T2); __nv_save_fatbinhandle_for_managed_rt(__T2); __cudaRegisterEntry(__T2, ((void ( *)(int, const int *, int))img9::blend19_kernel<int, (int)7> ), _ZN4img914blend19_kernelIiLi7EEEvT_PKS1_S1_, (-1)); __cudaRegisterEntry(__T2, ((void ( *)(int *, double *__restrict__))img9::fold10_kernel), _ZN4img913fold10_kernelEPiPd, (-1)); __cudaRegisterEntry(__T2, ((void ( *)(float *__restrict__))blend5<float, (int)5> ), _Z6blend5IfLi5EEvPT_, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
