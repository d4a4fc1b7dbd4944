#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000824.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14probe10_kernelPiPKmS_(int *__restrict__, const size_t *__restrict__, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15smooth18_kernelPKiPKf(const int *__restrict__, const float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8gather27ii(int, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14probe10_kernelPiPKmS_(int *__restrict__ __par0, const size_t *__restrict__ __par1, int *__par2){ int *__T0;
 const size_t *__T1;
__cudaLaunchPrologue(3);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__T1 = __par1;__cudaSetupArgSimple(__T1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int *__restrict__, const size_t *__restrict__, int *))probe10_kernel)), 0U);}
# 26 "v000824.cu"
void probe10_kernel( int *__restrict__ __cuda_0,const ::size_t *__restrict__ __cuda_1,int *__cuda_2)
# 26 "v000824.cu"
{__device_stub__Z14probe10_kernelPiPKmS_( __cuda_0,__cuda_1,__cuda_2);
# 46 "v000824.cu"
}
# 1 "v000824.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15smooth18_kernelPKiPKf( const int *__restrict__ __par0,  const float *__par1) {  const int *__T2;
__cudaLaunchPrologue(2); __T2 = __par0; __cudaSetupArgSimple(__T2, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const int *__restrict__, const float *))smooth18_kernel)), 0U); }
# 48 "v000824.cu"
void smooth18_kernel( const int *__restrict__ __cuda_0,const float *__cuda_1)
# 48 "v000824.cu"
{__device_stub__Z15smooth18_kernelPKiPKf( __cuda_0,__cuda_1);
# 55 "v000824.cu"
}
# 1 "v000824.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8gather27ii( int __par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(int, int))gather27)), 0U); }
# 66 "v000824.cu"
void gather27( int __cuda_0,int __cuda_1)
# 66 "v000824.cu"
{__device_stub__Z8gather27ii( __cuda_0,__cuda_1);
# 79 "v000824.cu"
}
# 1 "v000824.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(int, int))gather27), _Z8gather27ii, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(const int *__restrict__, const float *))smooth18_kernel), _Z15smooth18_kernelPKiPKf, 64); __cudaRegisterEntry(__T7, ((void ( *)(int *__restrict__, const size_t *__restrict__, int *))probe10_kernel), _Z14probe10_kernelPiPKmS_, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
