#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000842.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13fold20_kernelPKfS0_Pi(const float *, const float *__restrict__, int *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15reduce33_kernelPKlPjPi(const long *, unsigned *, int *__restrict__);
static void __device_stub__Z8smooth41ii(int, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13fold20_kernelPKfS0_Pi(const float *__par0, const float *__restrict__ __par1, int *__restrict__ __par2){ const float *__T0;
 int *__T1;
__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__T1 = __par2;__cudaSetupArgSimple(__T1, 16UL);__cudaLaunch(((char *)((void ( *)(const float *, const float *__restrict__, int *__restrict__))fold20_kernel)), 0U);}
# 36 "v000842.cu"
void fold20_kernel( const float *__cuda_0,const float *__restrict__ __cuda_1,int *__restrict__ __cuda_2)
# 36 "v000842.cu"
{__device_stub__Z13fold20_kernelPKfS0_Pi( __cuda_0,__cuda_1,__cuda_2);
# 48 "v000842.cu"
}
# 1 "v000842.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15reduce33_kernelPKlPjPi( const long *__par0,  unsigned *__par1,  int *__restrict__ __par2) {  int *__T2;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T2 = __par2; __cudaSetupArgSimple(__T2, 16UL); __cudaLaunch(((char *)((void ( *)(const long *, unsigned *, int *__restrict__))reduce33_kernel)), 0U); }
# 54 "v000842.cu"
void reduce33_kernel( const long *__cuda_0,unsigned *__cuda_1,int *__restrict__ __cuda_2)
# 54 "v000842.cu"
{__device_stub__Z15reduce33_kernelPKlPjPi( __cuda_0,__cuda_1,__cuda_2);
# 62 "v000842.cu"
}
# 1 "v000842.cudafe1.stub.c"
static void __device_stub__Z8smooth41ii( int __par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(int, int))smooth41)), 0U); }
# 65 "v000842.cu"
static void smooth41( int __cuda_0,int __cuda_1)
# 65 "v000842.cu"
{__device_stub__Z8smooth41ii( __cuda_0,__cuda_1);
# 74 "v000842.cu"
}
# 1 "v000842.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(int, int))smooth41), _Z8smooth41ii, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(const long *, unsigned *, int *__restrict__))reduce33_kernel), _Z15reduce33_kernelPKlPjPi, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(const float *, const float *__restrict__, int *__restrict__))fold20_kernel), _Z13fold20_kernelPKfS0_Pi, (-1)); __cudaRegisterVariable(__T6, __shadow_var(c_count30,::c_count30), 0, 32UL, 1, 0); __cudaRegisterVariable(__T6, __shadow_var(d_shade31,::d_shade31), 0, 32UL, 0, 0); __cudaRegisterVariable(__T6, __shadow_var(c_scatter40,::c_scatter40), 0, 32UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
