#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002185.fatbin.c"
typedef math12::Pixel13 _ZN6math127Pixel13E;
typedef math12::Vec24 _ZN6math125Vec24E;
extern __attribute__((visibility("hidden"))) void __device_stub__Z14count30_kerneliN6math127Pixel13ENS_5Vec24Ei(int,  _ZN6math127Pixel13E&,  _ZN6math125Vec24E&, int);
static void __device_stub__Z14decay36_kernelIiLi1EEvPKT_(const int *__restrict__);
static void __device_stub__ZN6math127probe17IlEEvPT_NS_7Pixel13EPKi(long *__restrict__,  _ZN6math127Pixel13E&, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14count30_kerneliN6math127Pixel13ENS_5Vec24Ei(int __par0,  _ZN6math127Pixel13E&__par1,  _ZN6math125Vec24E&__par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArg(__par1, 8UL);__cudaSetupArg(__par2, 24UL);__cudaSetupArgSimple(__par3, 56UL);__cudaLaunch(((char *)((void ( *)(int,  _ZN6math127Pixel13E,  _ZN6math125Vec24E, int))count30_kernel)), 0U);}
# 62 "v002185.cu"
void count30_kernel( int __cuda_0, _ZN6math127Pixel13E __cuda_1, _ZN6math125Vec24E __cuda_2,int __cuda_3)
# 63 "v002185.cu"
{__device_stub__Z14count30_kerneliN6math127Pixel13ENS_5Vec24Ei( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 69 "v002185.cu"
}
# 1 "v002185.cudafe1.stub.c"
static void __device_stub__Z14decay36_kernelIiLi1EEvPKT_( const int *__restrict__ __par0) {  const int *__T0;
__cudaLaunchPrologue(1); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaLaunch(((char *)((void ( *)(const int *__restrict__))decay36_kernel<int, (int)1> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_decay36_kernel<int,1>( const int *__restrict__ &__cuda_0){__device_stub__Z14decay36_kernelIiLi1EEvPKT_( (const int *&)__cuda_0);}
static void __device_stub__ZN6math127probe17IlEEvPT_NS_7Pixel13EPKi( long *__restrict__ __par0,   _ZN6math127Pixel13E&__par1,  const int *__par2) {  long *__T5;
__cudaLaunchPrologue(3); __T5 = __par0; __cudaSetupArgSimple(__T5, 0UL); __cudaSetupArg(__par1, 8UL); __cudaSetupArgSimple(__par2, 24UL); __cudaLaunch(((char *)((void ( *)(long *__restrict__,  _ZN6math127Pixel13E, const int *))math12::probe17<long> )), 0U); }namespace math12{

template<> __specialization_static void __wrapper__device_stub_probe17<long>( long *__restrict__ &__cuda_0, _ZN6math127Pixel13E &__cuda_1,const int *&__cuda_2){__device_stub__ZN6math127probe17IlEEvPT_NS_7Pixel13EPKi( (long *&)__cuda_0,( _ZN6math127Pixel13E &)__cuda_1,(const int *&)__cuda_2);}}
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(long *__restrict__,  _ZN6math127Pixel13E, const int *))math12::probe17<long> ), _ZN6math127probe17IlEEvPT_NS_7Pixel13EPKi, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(const int *__restrict__))decay36_kernel<int, (int)1> ), _Z14decay36_kernelIiLi1EEvPKT_, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(int,  _ZN6math127Pixel13E,  _ZN6math125Vec24E, int))count30_kernel), _Z14count30_kerneliN6math127Pixel13ENS_5Vec24Ei, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
