#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000539.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5bump2PiPKf(int *, const float *__restrict__);
static void __device_stub__Z13bump10_kernelPfiS_(float *__restrict__, int, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13rank18_kernelji(unsigned, idx17_t);
static void __device_stub__Z6bump27f(float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7score41Pi(int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13grow44_kernelbPl(bool, long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5bump2PiPKf(int *__par0, const float *__restrict__ __par1){ const float *__T0;
__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaLaunch(((char *)((void ( *)(int *, const float *__restrict__))bump2)), 0U);}
# 7 "v000539.cu"
void bump2( int *__cuda_0,const float *__restrict__ __cuda_1)
# 7 "v000539.cu"
{__device_stub__Z5bump2PiPKf( __cuda_0,__cuda_1);
# 21 "v000539.cu"
}
# 1 "v000539.cudafe1.stub.c"
static void __device_stub__Z13bump10_kernelPfiS_( float *__restrict__ __par0,  int __par1,  float *__par2) {  float *__T1;
__cudaLaunchPrologue(3); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(float *__restrict__, int, float *))bump10_kernel)), 0U); }
# 24 "v000539.cu"
static void bump10_kernel( float *__restrict__ __cuda_0,int __cuda_1,float *__cuda_2)
# 24 "v000539.cu"
{__device_stub__Z13bump10_kernelPfiS_( __cuda_0,__cuda_1,__cuda_2);
# 30 "v000539.cu"
}
# 1 "v000539.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13rank18_kernelji( unsigned __par0,  idx17_t __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(unsigned, idx17_t))rank18_kernel)), 0U); }
# 33 "v000539.cu"
void rank18_kernel( unsigned __cuda_0,::idx17_t __cuda_1)
# 33 "v000539.cu"
{__device_stub__Z13rank18_kernelji( __cuda_0,__cuda_1);



}
# 1 "v000539.cudafe1.stub.c"
static void __device_stub__Z6bump27f( float __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float))bump27)), 0U); }
# 55 "v000539.cu"
static void bump27( float __cuda_0)
# 55 "v000539.cu"
{__device_stub__Z6bump27f( __cuda_0);
# 63 "v000539.cu"
}
# 1 "v000539.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7score41Pi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))score41)), 0U); }
# 74 "v000539.cu"
void score41( int *__cuda_0)
# 74 "v000539.cu"
{__device_stub__Z7score41Pi( __cuda_0);
# 82 "v000539.cu"
}
# 1 "v000539.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13grow44_kernelbPl( bool __par0,  long *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(bool, long *))grow44_kernel)), 0U); }
# 84 "v000539.cu"
void grow44_kernel( bool __cuda_0,long *__cuda_1)
# 84 "v000539.cu"
{__device_stub__Z13grow44_kernelbPl( __cuda_0,__cuda_1);
# 95 "v000539.cu"
}
# 1 "v000539.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(bool, long *))grow44_kernel), _Z13grow44_kernelbPl, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(int *))score41), _Z7score41Pi, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(float))bump27), _Z6bump27f, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(unsigned, idx17_t))rank18_kernel), _Z13rank18_kernelji, 512); __cudaRegisterEntry(__T6, ((void ( *)(float *__restrict__, int, float *))bump10_kernel), _Z13bump10_kernelPfiS_, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(int *, const float *__restrict__))bump2), _Z5bump2PiPKf, 512); __cudaRegisterVariable(__T6, __shadow_var(c_rank9,::c_rank9), 0, 4UL, 1, 0); __cudaRegisterVariable(__T6, __shadow_var(c_update29,::c_update29), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
