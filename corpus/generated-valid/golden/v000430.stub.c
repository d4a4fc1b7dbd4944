#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000430.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14update6_kerneliPii(int, int *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7blend20PKsPiPKf(const short *, int *, const float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13lerp27_kernelPlii(long *, int, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7merge34i(int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14update6_kerneliPii(int __par0, int *__par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int, int *, int))update6_kernel)), 0U);}
# 16 "v000430.cu"
void update6_kernel( int __cuda_0,int *__cuda_1,int __cuda_2)
# 17 "v000430.cu"
{__device_stub__Z14update6_kerneliPii( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "v000430.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7blend20PKsPiPKf( const short *__par0,  int *__par1,  const float *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const short *, int *, const float *))blend20)), 0U); }
# 33 "v000430.cu"
void blend20( const short *__cuda_0,int *__cuda_1,const float *__cuda_2)
# 34 "v000430.cu"
{__device_stub__Z7blend20PKsPiPKf( __cuda_0,__cuda_1,__cuda_2);
# 45 "v000430.cu"
}
# 1 "v000430.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13lerp27_kernelPlii( long *__par0,  int __par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaLaunch(((char *)((void ( *)(long *, int, int))lerp27_kernel)), 0U); }
# 47 "v000430.cu"
void lerp27_kernel( long *__cuda_0,int __cuda_1,int __cuda_2)
# 48 "v000430.cu"
{__device_stub__Z13lerp27_kernelPlii( __cuda_0,__cuda_1,__cuda_2);
# 57 "v000430.cu"
}
# 1 "v000430.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7merge34i( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))merge34)), 0U); }
# 59 "v000430.cu"
void merge34( int __cuda_0)
# 60 "v000430.cu"
{__device_stub__Z7merge34i( __cuda_0);
# 67 "v000430.cu"
}
# 1 "v000430.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int))merge34), _Z7merge34i, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(long *, int, int))lerp27_kernel), _Z13lerp27_kernelPlii, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const short *, int *, const float *))blend20), _Z7blend20PKsPiPKf, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, int *, int))update6_kernel), _Z14update6_kerneliPii, (-1)); __cudaRegisterVariable(__T3, __shadow_var(d_pack13,::d_pack13), 0, 16UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
