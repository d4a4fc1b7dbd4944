#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002203.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14relax15_kernelPjbPxd(unsigned *__restrict__, bool, long long *, double);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13step25_kernelPKii(const int *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14relax15_kernelPjbPxd(unsigned *__restrict__ __par0, bool __par1, long long *__par2, double __par3){ unsigned *__T0;
__cudaLaunchPrologue(4);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(unsigned *__restrict__, bool, long long *, double))relax15_kernel)), 0U);}
# 26 "v002203.cu"
void relax15_kernel( unsigned *__restrict__ __cuda_0,bool __cuda_1,long long *__cuda_2,double __cuda_3)
# 27 "v002203.cu"
{__device_stub__Z14relax15_kernelPjbPxd( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "v002203.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13step25_kernelPKii( const int *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const int *, int))step25_kernel)), 0U); }
# 34 "v002203.cu"
void step25_kernel( const int *__cuda_0,int __cuda_1)
# 35 "v002203.cu"
{__device_stub__Z13step25_kernelPKii( __cuda_0,__cuda_1);




}
# 1 "v002203.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(const int *, int))step25_kernel), _Z13step25_kernelPKii, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(unsigned *__restrict__, bool, long long *, double))relax15_kernel), _Z14relax15_kernelPjbPxd, (-1)); __cudaRegisterManagedVariable(__T1, __shadow_var(m_sweep14,::m_sweep14), 0, 128UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
