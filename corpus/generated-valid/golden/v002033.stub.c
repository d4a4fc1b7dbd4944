#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002033.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13split5_kernelfPKdi(float, const double *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6sift10PKiPKdS0_(const int *__restrict__, const real4_t *__restrict__, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13split5_kernelfPKdi(float __par0, const double *__par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(float, const double *, int))split5_kernel)), 0U);}
# 10 "v002033.cu"
void split5_kernel( float __cuda_0,const double *__cuda_1,int __cuda_2)
# 10 "v002033.cu"
{__device_stub__Z13split5_kernelfPKdi( __cuda_0,__cuda_1,__cuda_2);
# 17 "v002033.cu"
}
# 1 "v002033.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6sift10PKiPKdS0_( const int *__restrict__ __par0,  const real4_t *__restrict__ __par1,  const int *__par2) {  const int *__T0;
 const real4_t *__T1;
__cudaLaunchPrologue(3); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __T1 = __par1; __cudaSetupArgSimple(__T1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const int *__restrict__, const real4_t *__restrict__, const int *))sift10)), 0U); }
# 20 "v002033.cu"
void sift10( const int *__restrict__ __cuda_0,const ::real4_t *__restrict__ __cuda_1,const int *__cuda_2)
# 20 "v002033.cu"
{__device_stub__Z6sift10PKiPKdS0_( __cuda_0,__cuda_1,__cuda_2);
# 28 "v002033.cu"
}
# 1 "v002033.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(const int *__restrict__, const real4_t *__restrict__, const int *))sift10), _Z6sift10PKiPKdS0_, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(float, const double *, int))split5_kernel), _Z13split5_kernelfPKdi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
