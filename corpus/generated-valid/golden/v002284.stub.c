#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002284.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13merge4_kernelPKfij(const float *__restrict__, int, unsigned);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6sift17iiii(int, int, int, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7tally29PjPf(unsigned *, float *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13merge4_kernelPKfij(const float *__restrict__ __par0, int __par1, unsigned __par2){ const float *__T0;
__cudaLaunchPrologue(3);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaLaunch(((char *)((void ( *)(const float *__restrict__, int, unsigned))merge4_kernel)), 0U);}
# 9 "v002284.cu"
void merge4_kernel( const float *__restrict__ __cuda_0,int __cuda_1,unsigned __cuda_2)
# 10 "v002284.cu"
{__device_stub__Z13merge4_kernelPKfij( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v002284.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6sift17iiii( int __par0,  int __par1,  int __par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaSetupArgSimple(__par3, 12UL); __cudaLaunch(((char *)((void ( *)(int, int, int, int))sift17)), 0U); }
# 31 "v002284.cu"
void sift17( int __cuda_0,int __cuda_1,int __cuda_2,int __cuda_3)
# 32 "v002284.cu"
{__device_stub__Z6sift17iiii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 48 "v002284.cu"
}
# 1 "v002284.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7tally29PjPf( unsigned *__par0,  float *__restrict__ __par1) {  float *__T1;
__cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __T1 = __par1; __cudaSetupArgSimple(__T1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned *, float *__restrict__))tally29)), 0U); }
# 52 "v002284.cu"
void tally29( unsigned *__cuda_0,float *__restrict__ __cuda_1)
# 53 "v002284.cu"
{__device_stub__Z7tally29PjPf( __cuda_0,__cuda_1);




}
# 1 "v002284.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T11) {  __nv_dummy_param_ref(__T11); __nv_save_fatbinhandle_for_managed_rt(__T11); __cudaRegisterEntry(__T11, ((void ( *)(unsigned *, float *__restrict__))tally29), _Z7tally29PjPf, (-1)); __cudaRegisterEntry(__T11, ((void ( *)(int, int, int, int))sift17), _Z6sift17iiii, 32); __cudaRegisterEntry(__T11, ((void ( *)(const float *__restrict__, int, unsigned))merge4_kernel), _Z13merge4_kernelPKfij, 64); __cudaRegisterManagedVariable(__T11, __shadow_var(m_shade3,::m_shade3), 0, 4UL, 0, 0); __cudaRegisterVariable(__T11, __shadow_var(d_split9,::d_split9), 0, 1UL, 0, 0); __cudaRegisterVariable(__T11, __shadow_var(d_warp28,::d_warp28), 0, 256UL, 0, 0); __cudaRegisterVariable(__T11, __shadow_var(_ZN5ops103v119c_tally12E,::ops10::v11::c_tally12), 0, 4UL, 1, 0); __cudaRegisterVariable(__T11, __shadow_var(_ZN5ops103v118c_bump13E,::ops10::v11::c_bump13), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
