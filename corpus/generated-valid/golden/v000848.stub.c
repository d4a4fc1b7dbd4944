#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000848.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14apply14_kerneldPi(double, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14relax20_kernelfPKjPfPi(float, const unsigned *, float *, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15smooth34_kernels(short);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14apply14_kerneldPi(double __par0, int *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(double, int *))apply14_kernel)), 0U);}
# 30 "v000848.cu"
void apply14_kernel( double __cuda_0,int *__cuda_1)
# 30 "v000848.cu"
{__device_stub__Z14apply14_kerneldPi( __cuda_0,__cuda_1);
# 36 "v000848.cu"
}
# 1 "v000848.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14relax20_kernelfPKjPfPi( float __par0,  const unsigned *__par1,  float *__par2,  int *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(float, const unsigned *, float *, int *))relax20_kernel)), 0U); }
# 39 "v000848.cu"
void relax20_kernel( float __cuda_0,const unsigned *__cuda_1,float *__cuda_2,int *__cuda_3)
# 39 "v000848.cu"
{__device_stub__Z14relax20_kernelfPKjPfPi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 51 "v000848.cu"
}
# 1 "v000848.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15smooth34_kernels( short __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(short))smooth34_kernel)), 0U); }
# 67 "v000848.cu"
void smooth34_kernel( short __cuda_0)
# 67 "v000848.cu"
{__device_stub__Z15smooth34_kernels( __cuda_0);
# 76 "v000848.cu"
}
# 1 "v000848.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(short))smooth34_kernel), _Z15smooth34_kernels, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(float, const unsigned *, float *, int *))relax20_kernel), _Z14relax20_kernelfPKjPfPi, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(double, int *))apply14_kernel), _Z14apply14_kerneldPi, (-1)); __cudaRegisterVariable(__T6, __shadow_var(d_scatter7,::d_scatter7), 0, 128UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
