#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000691.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13rank11_kernelPfPjPKa(float *, unsigned *, const signed char *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6lerp17PaPKfPKi(signed char *__restrict__, const float *, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13rank11_kernelPfPjPKa(float *__par0, unsigned *__par1, const signed char *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(float *, unsigned *, const signed char *))rank11_kernel)), 0U);}
# 33 "v000691.cu"
void rank11_kernel( float *__cuda_0,unsigned *__cuda_1,const signed char *__cuda_2)
# 33 "v000691.cu"
{__device_stub__Z13rank11_kernelPfPjPKa( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "v000691.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6lerp17PaPKfPKi( signed char *__restrict__ __par0,  const float *__par1,  const int *__par2) {  signed char *__T0;
__cudaLaunchPrologue(3); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(signed char *__restrict__, const float *, const int *))lerp17)), 0U); }
# 40 "v000691.cu"
void lerp17( signed char *__restrict__ __cuda_0,const float *__cuda_1,const int *__cuda_2)
# 40 "v000691.cu"
{__device_stub__Z6lerp17PaPKfPKi( __cuda_0,__cuda_1,__cuda_2);
# 49 "v000691.cu"
}
# 1 "v000691.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T16) {  __nv_dummy_param_ref(__T16); __nv_save_fatbinhandle_for_managed_rt(__T16); __cudaRegisterEntry(__T16, ((void ( *)(signed char *__restrict__, const float *, const int *))lerp17), _Z6lerp17PaPKfPKi, (-1)); __cudaRegisterEntry(__T16, ((void ( *)(float *, unsigned *, const signed char *))rank11_kernel), _Z13rank11_kernelPfPjPKa, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
