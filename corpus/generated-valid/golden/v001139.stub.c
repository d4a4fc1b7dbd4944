#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001139.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6score7PiS_(int *__restrict__, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14march16_kerneliffPf(int, float, float, float *__restrict__);
static void __device_stub__Z14probe28_kernelPxij(long long *, int, unsigned);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6score7PiS_(int *__restrict__ __par0, int *__par1){ int *__T0;
__cudaLaunchPrologue(2);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int *__restrict__, int *))score7)), 0U);}
# 17 "v001139.cu"
void score7( int *__restrict__ __cuda_0,int *__cuda_1)
# 17 "v001139.cu"
{__device_stub__Z6score7PiS_( __cuda_0,__cuda_1);
# 27 "v001139.cu"
}
# 1 "v001139.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14march16_kerneliffPf( int __par0,  float __par1,  float __par2,  float *__restrict__ __par3) {  float *__T1;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __T1 = __par3; __cudaSetupArgSimple(__T1, 16UL); __cudaLaunch(((char *)((void ( *)(int, float, float, float *__restrict__))march16_kernel)), 0U); }
# 30 "v001139.cu"
void march16_kernel( int __cuda_0,float __cuda_1,float __cuda_2,float *__restrict__ __cuda_3)
# 30 "v001139.cu"
{__device_stub__Z14march16_kerneliffPf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 42 "v001139.cu"
}
# 1 "v001139.cudafe1.stub.c"
static void __device_stub__Z14probe28_kernelPxij( long long *__par0,  int __par1,  unsigned __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaLaunch(((char *)((void ( *)(long long *, int, unsigned))probe28_kernel)), 0U); }
# 51 "v001139.cu"
static void probe28_kernel( long long *__cuda_0,int __cuda_1,unsigned __cuda_2)
# 51 "v001139.cu"
{__device_stub__Z14probe28_kernelPxij( __cuda_0,__cuda_1,__cuda_2);
# 60 "v001139.cu"
}
# 1 "v001139.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T2) {  __nv_dummy_param_ref(__T2); __nv_save_fatbinhandle_for_managed_rt(__T2); __cudaRegisterEntry(__T2, ((void ( *)(long long *, int, unsigned))probe28_kernel), _Z14probe28_kernelPxij, (-1)); __cudaRegisterEntry(__T2, ((void ( *)(int, float, float, float *__restrict__))march16_kernel), _Z14march16_kerneliffPf, 512); __cudaRegisterEntry(__T2, ((void ( *)(int *__restrict__, int *))score7), _Z6score7PiS_, 1024UL); __cudaRegisterVariable(__T2, __shadow_var(c_kick15,::c_kick15), 0, 32UL, 1, 0); __cudaRegisterManagedVariable(__T2, __shadow_var(m_spread36,::m_spread36), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
