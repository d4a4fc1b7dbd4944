#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000145.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14march18_kernelfiPi(float, int, int *);
static void __device_stub__Z7count10IjEvT_Pi(unsigned, int *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7decay36fPl(float, idx9_t *);
static void __device_stub__Z6count2IflEvT_(float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14march18_kernelfiPi(float __par0, int __par1, int *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaLaunch(((char *)((void ( *)(float, int, int *))march18_kernel)), 0U);}
# 45 "v000145.cu"
void march18_kernel( float __cuda_0,int __cuda_1,int *__cuda_2)
# 45 "v000145.cu"
{__device_stub__Z14march18_kernelfiPi( __cuda_0,__cuda_1,__cuda_2);
# 51 "v000145.cu"
}
# 1 "v000145.cudafe1.stub.c"
static void __device_stub__Z7count10IjEvT_Pi( unsigned __par0,  int *__restrict__ __par1) {  int *__T0;
__cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __T0 = __par1; __cudaSetupArgSimple(__T0, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned, int *__restrict__))count10<unsigned int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_count10<unsigned>( unsigned &__cuda_0,int *__restrict__ &__cuda_1){__device_stub__Z7count10IjEvT_Pi( (unsigned &)__cuda_0,(int *&)__cuda_1);}
__attribute__((visibility("hidden"))) void __device_stub__Z7decay36fPl( float __par0,  idx9_t *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float, idx9_t *))decay36)), 0U); }
# 67 "v000145.cu"
void decay36( float __cuda_0,::idx9_t *__cuda_1)
# 67 "v000145.cu"
{__device_stub__Z7decay36fPl( __cuda_0,__cuda_1);
# 79 "v000145.cu"
}
# 1 "v000145.cudafe1.stub.c"
static void __device_stub__Z6count2IflEvT_( float __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float))count2<float, long> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_count2<float,long>( float &__cuda_0){__device_stub__Z6count2IflEvT_( (float &)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(float))count2<float, long> ), _Z6count2IflEvT_, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(float, idx9_t *))decay36), _Z7decay36fPl, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(unsigned, int *__restrict__))count10<unsigned int> ), _Z7count10IjEvT_Pi, 1024UL); __cudaRegisterEntry(__T5, ((void ( *)(float, int, int *))march18_kernel), _Z14march18_kernelfiPi, 128); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
