#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000962.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12warp6_kernelPfif(float *__restrict__, int, float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15gather20_kernelPKfPf(const float *, float *__restrict__);
static void __device_stub__Z14weigh24_kerneljii(unsigned, int, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12warp6_kernelPfif(float *__restrict__ __par0, int __par1, float __par2){ float *__T0;
__cudaLaunchPrologue(3);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaLaunch(((char *)((void ( *)(float *__restrict__, int, float))warp6_kernel)), 0U);}
# 16 "v000962.cu"
void warp6_kernel( float *__restrict__ __cuda_0,int __cuda_1,float __cuda_2)
# 17 "v000962.cu"
{__device_stub__Z12warp6_kernelPfif( __cuda_0,__cuda_1,__cuda_2);
# 24 "v000962.cu"
}
# 1 "v000962.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15gather20_kernelPKfPf( const float *__par0,  float *__restrict__ __par1) {  float *__T7;
__cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __T7 = __par1; __cudaSetupArgSimple(__T7, 8UL); __cudaLaunch(((char *)((void ( *)(const float *, float *__restrict__))gather20_kernel)), 0U); }
# 43 "v000962.cu"
void gather20_kernel( const float *__cuda_0,float *__restrict__ __cuda_1)
# 44 "v000962.cu"
{__device_stub__Z15gather20_kernelPKfPf( __cuda_0,__cuda_1);
# 56 "v000962.cu"
}
# 1 "v000962.cudafe1.stub.c"
static void __device_stub__Z14weigh24_kerneljii( unsigned __par0,  int __par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned, int, int))weigh24_kernel)), 0U); }
# 58 "v000962.cu"
static void weigh24_kernel( unsigned __cuda_0,int __cuda_1,int __cuda_2)
# 59 "v000962.cu"
{__device_stub__Z14weigh24_kerneljii( __cuda_0,__cuda_1,__cuda_2);
# 69 "v000962.cu"
}
# 1 "v000962.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T11) {  __nv_dummy_param_ref(__T11); __nv_save_fatbinhandle_for_managed_rt(__T11); __cudaRegisterEntry(__T11, ((void ( *)(unsigned, int, int))weigh24_kernel), _Z14weigh24_kerneljii, (-1)); __cudaRegisterEntry(__T11, ((void ( *)(const float *, float *__restrict__))gather20_kernel), _Z15gather20_kernelPKfPf, (-1)); __cudaRegisterEntry(__T11, ((void ( *)(float *__restrict__, int, float))warp6_kernel), _Z12warp6_kernelPfif, (-1)); __cudaRegisterVariable(__T11, __shadow_var(d_accum16,::d_accum16), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
