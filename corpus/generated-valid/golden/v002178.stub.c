#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002178.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12fuse6_kernelPf(float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z16combine28_kerneldyii(double, unsigned long long, int, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12fuse6_kernelPf(float *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(float *))fuse6_kernel)), 0U);}
# 16 "v002178.cu"
void fuse6_kernel( float *__cuda_0)
# 16 "v002178.cu"
{__device_stub__Z12fuse6_kernelPf( __cuda_0);
# 28 "v002178.cu"
}
# 1 "v002178.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z16combine28_kerneldyii( double __par0,  unsigned long long __par1,  int __par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 20UL); __cudaLaunch(((char *)((void ( *)(double, unsigned long long, int, int))combine28_kernel)), 0U); }
# 48 "v002178.cu"
void combine28_kernel( double __cuda_0,unsigned long long __cuda_1,int __cuda_2,int __cuda_3)
# 48 "v002178.cu"
{__device_stub__Z16combine28_kerneldyii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 65 "v002178.cu"
}
# 1 "v002178.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T8) {  __nv_dummy_param_ref(__T8); __nv_save_fatbinhandle_for_managed_rt(__T8); __cudaRegisterEntry(__T8, ((void ( *)(double, unsigned long long, int, int))combine28_kernel), _Z16combine28_kerneldyii, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(float *))fuse6_kernel), _Z12fuse6_kernelPf, (-1)); __cudaRegisterManagedVariable(__T8, __shadow_var(m_filter20,::m_filter20), 0, 4UL, 0, 0); __cudaRegisterVariable(__T8, __shadow_var(d_blend49,::d_blend49), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
