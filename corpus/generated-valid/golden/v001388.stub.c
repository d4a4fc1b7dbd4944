#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001388.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14tally15_kernelPiS_4Vec7PKi(int *, int *, const struct Vec7&, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14tally21_kernelPKfPKm(const float *, const size_t *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14tally15_kernelPiS_4Vec7PKi(int *__par0, int *__par1, const struct Vec7&__par2, const int *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArg(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int *, int *, const struct Vec7, const int *))tally15_kernel)), 0U);}
# 20 "v001388.cu"
void tally15_kernel( int *__cuda_0,int *__cuda_1,const struct ::Vec7 __cuda_2,const int *__cuda_3)
# 21 "v001388.cu"
{__device_stub__Z14tally15_kernelPiS_4Vec7PKi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 41 "v001388.cu"
}
# 1 "v001388.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14tally21_kernelPKfPKm( const float *__par0,  const size_t *__restrict__ __par1) {  const size_t *__T0;
__cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __T0 = __par1; __cudaSetupArgSimple(__T0, 8UL); __cudaLaunch(((char *)((void ( *)(const float *, const size_t *__restrict__))tally21_kernel)), 0U); }
# 42 "v001388.cu"
void tally21_kernel( const float *__cuda_0,const ::size_t *__restrict__ __cuda_1)
# 43 "v001388.cu"
{__device_stub__Z14tally21_kernelPKfPKm( __cuda_0,__cuda_1);
# 53 "v001388.cu"
}
# 1 "v001388.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T12) {  __nv_dummy_param_ref(__T12); __nv_save_fatbinhandle_for_managed_rt(__T12); __cudaRegisterEntry(__T12, ((void ( *)(const float *, const size_t *__restrict__))tally21_kernel), _Z14tally21_kernelPKfPKm, (-1)); __cudaRegisterEntry(__T12, ((void ( *)(int *, int *, const struct Vec7, const int *))tally15_kernel), _Z14tally15_kernelPiS_4Vec7PKi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
