#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000668.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z16scatter25_kernelifPKff(int, float, const float *, float);
static void __device_stub__Z14accum34_kernelPd(double *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7drift435Vec11(struct Vec11&);
static void __device_stub__Z15reduce37_kernelIjjEvPKT0_f(const unsigned *, float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z16scatter25_kernelifPKff(int __par0, float __par1, const float *__par2, float __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaSetupArgSimple(__par3, 16UL);__cudaLaunch(((char *)((void ( *)(int, float, const float *, float))scatter25_kernel)), 0U);}
# 46 "v000668.cu"
void scatter25_kernel( int __cuda_0,float __cuda_1,const float *__cuda_2,float __cuda_3)
# 47 "v000668.cu"
{__device_stub__Z16scatter25_kernelifPKff( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v000668.cudafe1.stub.c"
static void __device_stub__Z14accum34_kernelPd( double *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(double *))accum34_kernel)), 0U); }
# 54 "v000668.cu"
static void accum34_kernel( double *__cuda_0)
# 55 "v000668.cu"
{__device_stub__Z14accum34_kernelPd( __cuda_0);


}
# 1 "v000668.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7drift435Vec11( struct Vec11&__par0) {  __cudaLaunchPrologue(1); __cudaSetupArg(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(struct Vec11))drift43)), 0U); }
# 70 "v000668.cu"
void drift43( struct ::Vec11 __cuda_0)
# 71 "v000668.cu"
{__device_stub__Z7drift435Vec11( __cuda_0);
# 92 "v000668.cu"
}
# 1 "v000668.cudafe1.stub.c"
static void __device_stub__Z15reduce37_kernelIjjEvPKT0_f( const unsigned *__par0,  float __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const unsigned *, float))reduce37_kernel<unsigned int, unsigned int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_reduce37_kernel<unsigned,unsigned>( const unsigned *&__cuda_0,float &__cuda_1){__device_stub__Z15reduce37_kernelIjjEvPKT0_f( (const unsigned *&)__cuda_0,(float &)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(const unsigned *, float))reduce37_kernel<unsigned int, unsigned int> ), _Z15reduce37_kernelIjjEvPKT0_f, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(struct Vec11))drift43), _Z7drift435Vec11, 64); __cudaRegisterEntry(__T5, ((void ( *)(double *))accum34_kernel), _Z14accum34_kernelPd, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int, float, const float *, float))scatter25_kernel), _Z16scatter25_kernelifPKff, 32); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
