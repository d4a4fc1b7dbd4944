#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001343.fatbin.c"
static void __device_stub__Z6bias13IliEvT0_5Node7Pjf(int, struct Node7&, unsigned *__restrict__, float);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6kern197drift20EPsPfi(short *, float *, int);
static void __device_stub__ZN6kern1915gather27_kernelIfLi5EEEvPT_(float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z6bias13IliEvT0_5Node7Pjf(int __par0, struct Node7&__par1, unsigned *__restrict__ __par2, float __par3){ unsigned *__T0;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArg(__par1, 8UL);__T0 = __par2;__cudaSetupArgSimple(__T0, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int, struct Node7, unsigned *__restrict__, float))bias13<long, int> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_bias13<long,int>( int &__cuda_0,struct ::Node7 &__cuda_1,unsigned *__restrict__ &__cuda_2,float &__cuda_3){__device_stub__Z6bias13IliEvT0_5Node7Pjf( (int &)__cuda_0,(struct ::Node7 &)__cuda_1,(unsigned *&)__cuda_2,(float &)__cuda_3);}
__attribute__((visibility("hidden"))) void __device_stub__ZN6kern197drift20EPsPfi(short *__par0, float *__par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(short *, float *, int))kern19::drift20)), 0U);}
# 38 "v001343.cu"
void kern19::drift20( short *__cuda_0,float *__cuda_1,int __cuda_2)
# 38 "v001343.cu"
{__device_stub__ZN6kern197drift20EPsPfi( __cuda_0,__cuda_1,__cuda_2);
# 51 "v001343.cu"
}
# 1 "v001343.cudafe1.stub.c"
static void __device_stub__ZN6kern1915gather27_kernelIfLi5EEEvPT_( float *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float *))kern19::gather27_kernel<float, (int)5> )), 0U); }namespace kern19{

template<> __specialization_static void __wrapper__device_stub_gather27_kernel<float,5>( float *&__cuda_0){__device_stub__ZN6kern1915gather27_kernelIfLi5EEEvPT_( (float *&)__cuda_0);}}
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(float *))kern19::gather27_kernel<float, (int)5> ), _ZN6kern1915gather27_kernelIfLi5EEEvPT_, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(short *, float *, int))kern19::drift20), _ZN6kern197drift20EPsPfi, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int, struct Node7, unsigned *__restrict__, float))bias13<long, int> ), _Z6bias13IliEvT0_5Node7Pjf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
