#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001005.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14shade12_kernelPmiPi(size_t *__restrict__, int, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z9combine32PfS_mi(float *, float *, size_t, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6sift46PKii(const int *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14shade12_kernelPmiPi(size_t *__restrict__ __par0, int __par1, int *__par2){ size_t *__T0;
__cudaLaunchPrologue(3);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(size_t *__restrict__, int, int *))shade12_kernel)), 0U);}
# 23 "v001005.cu"
void shade12_kernel( ::size_t *__restrict__ __cuda_0,int __cuda_1,int *__cuda_2)
# 23 "v001005.cu"
{__device_stub__Z14shade12_kernelPmiPi( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "v001005.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z9combine32PfS_mi( float *__par0,  float *__par1,  size_t __par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(float *, float *, size_t, int))combine32)), 0U); }
# 57 "v001005.cu"
void combine32( float *__cuda_0,float *__cuda_1,::size_t __cuda_2,int __cuda_3)
# 57 "v001005.cu"
{__device_stub__Z9combine32PfS_mi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 68 "v001005.cu"
}
# 1 "v001005.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6sift46PKii( const int *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const int *, int))sift46)), 0U); }
# 74 "v001005.cu"
void sift46( const int *__cuda_0,int __cuda_1)
# 74 "v001005.cu"
{__device_stub__Z6sift46PKii( __cuda_0,__cuda_1);
# 84 "v001005.cu"
}
# 1 "v001005.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T19) {  __nv_dummy_param_ref(__T19); __nv_save_fatbinhandle_for_managed_rt(__T19); __cudaRegisterEntry(__T19, ((void ( *)(const int *, int))sift46), _Z6sift46PKii, (-1)); __cudaRegisterEntry(__T19, ((void ( *)(float *, float *, size_t, int))combine32), _Z9combine32PfS_mi, (-1)); __cudaRegisterEntry(__T19, ((void ( *)(size_t *__restrict__, int, int *))shade12_kernel), _Z14shade12_kernelPmiPi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
