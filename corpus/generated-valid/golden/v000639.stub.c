#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000639.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z8reduce14mPiS_(size_t, int *, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14score28_kernelPKdPf(const double *, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z8reduce14mPiS_(size_t __par0, int *__par1, int *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(size_t, int *, int *))reduce14)), 0U);}
# 17 "v000639.cu"
void reduce14( ::size_t __cuda_0,int *__cuda_1,int *__cuda_2)
# 17 "v000639.cu"
{__device_stub__Z8reduce14mPiS_( __cuda_0,__cuda_1,__cuda_2);
# 28 "v000639.cu"
}
# 1 "v000639.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14score28_kernelPKdPf( const double *__par0,  float *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const double *, float *))score28_kernel)), 0U); }
# 49 "v000639.cu"
void score28_kernel( const double *__cuda_0,float *__cuda_1)
# 49 "v000639.cu"
{__device_stub__Z14score28_kernelPKdPf( __cuda_0,__cuda_1);
# 56 "v000639.cu"
}
# 1 "v000639.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const double *, float *))score28_kernel), _Z14score28_kernelPKdPf, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(size_t, int *, int *))reduce14), _Z8reduce14mPiS_, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
