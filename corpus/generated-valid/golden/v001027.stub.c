#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001027.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13clamp2_kernelPKj(const unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6norm25d8Sample13S_PKf(double, struct Sample13&, struct Sample13&, const float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13clamp2_kernelPKj(const unsigned *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const unsigned *))clamp2_kernel)), 0U);}
# 7 "v001027.cu"
void clamp2_kernel( const unsigned *__cuda_0)
# 7 "v001027.cu"
{__device_stub__Z13clamp2_kernelPKj( __cuda_0);




}
# 1 "v001027.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6norm25d8Sample13S_PKf( double __par0,  struct Sample13&__par1,  struct Sample13&__par2,  const float *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArg(__par1, 8UL); __cudaSetupArg(__par2, 10UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(double, struct Sample13, struct Sample13, const float *))norm25)), 0U); }
# 53 "v001027.cu"
void norm25( double __cuda_0,struct ::Sample13 __cuda_1,struct ::Sample13 __cuda_2,const float *__cuda_3)
# 53 "v001027.cu"
{__device_stub__Z6norm25d8Sample13S_PKf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);


}
# 1 "v001027.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(double, struct Sample13, struct Sample13, const float *))norm25), _Z6norm25d8Sample13S_PKf, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(const unsigned *))clamp2_kernel), _Z13clamp2_kernelPKj, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
