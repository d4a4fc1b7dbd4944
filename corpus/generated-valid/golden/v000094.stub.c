#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000094.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13weigh8_kernelPi(int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14accum10_kernelic(int, char);
static void __device_stub__Z13bump16_kernelIjLi1EEvT_(unsigned);
static void __device_stub__Z13merge3_kernelIiLi1EEvT_PKi(int, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13weigh8_kernelPi(int *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int *))weigh8_kernel)), 0U);}
# 23 "v000094.cu"
void weigh8_kernel( int *__cuda_0)
# 23 "v000094.cu"
{__device_stub__Z13weigh8_kernelPi( __cuda_0);
# 38 "v000094.cu"
}
# 1 "v000094.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14accum10_kernelic( int __par0,  char __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(int, char))accum10_kernel)), 0U); }
# 40 "v000094.cu"
void accum10_kernel( int __cuda_0,char __cuda_1)
# 40 "v000094.cu"
{__device_stub__Z14accum10_kernelic( __cuda_0,__cuda_1);



}
# 1 "v000094.cudafe1.stub.c"
static void __device_stub__Z13bump16_kernelIjLi1EEvT_( unsigned __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned))bump16_kernel<unsigned int, (int)1> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_bump16_kernel<unsigned,1>( unsigned &__cuda_0){__device_stub__Z13bump16_kernelIjLi1EEvT_( (unsigned &)__cuda_0);}
static void __device_stub__Z13merge3_kernelIiLi1EEvT_PKi( int __par0,  const int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, const int *))merge3_kernel<int, (int)1> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_merge3_kernel<int,1>( int &__cuda_0,const int *&__cuda_1){__device_stub__Z13merge3_kernelIiLi1EEvT_PKi( (int &)__cuda_0,(const int *&)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(int, const int *))merge3_kernel<int, (int)1> ), _Z13merge3_kernelIiLi1EEvT_PKi, 128); __cudaRegisterEntry(__T5, ((void ( *)(unsigned))bump16_kernel<unsigned int, (int)1> ), _Z13bump16_kernelIjLi1EEvT_, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int, char))accum10_kernel), _Z14accum10_kernelic, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int *))weigh8_kernel), _Z13weigh8_kernelPi, 64); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
