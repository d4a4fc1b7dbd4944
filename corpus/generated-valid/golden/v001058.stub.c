#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001058.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13bias16_kerneli(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13fold31_kernelPKffS0_(const float *__restrict__, float, const float *);
static void __device_stub__Z7score10IjEvT_(unsigned);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13bias16_kerneli(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))bias16_kernel)), 0U);}
# 47 "v001058.cu"
void bias16_kernel( int __cuda_0)
# 47 "v001058.cu"
{__device_stub__Z13bias16_kerneli( __cuda_0);
# 56 "v001058.cu"
}
# 1 "v001058.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13fold31_kernelPKffS0_( const float *__restrict__ __par0,  float __par1,  const float *__par2) {  const float *__T0;
__cudaLaunchPrologue(3); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const float *__restrict__, float, const float *))fold31_kernel)), 0U); }
# 65 "v001058.cu"
void fold31_kernel( const float *__restrict__ __cuda_0,float __cuda_1,const float *__cuda_2)
# 65 "v001058.cu"
{__device_stub__Z13fold31_kernelPKffS0_( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "v001058.cudafe1.stub.c"
static void __device_stub__Z7score10IjEvT_( unsigned __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned))score10<unsigned int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_score10<unsigned>( unsigned &__cuda_0){__device_stub__Z7score10IjEvT_( (unsigned &)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(unsigned))score10<unsigned int> ), _Z7score10IjEvT_, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(const float *__restrict__, float, const float *))fold31_kernel), _Z13fold31_kernelPKffS0_, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int))bias16_kernel), _Z13bias16_kerneli, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
