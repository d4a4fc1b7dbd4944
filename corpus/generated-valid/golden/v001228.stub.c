#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001228.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13kick16_kernelPls(long *, short);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13fold23_kernelfPi(float, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7apply34Pf(float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13kick16_kernelPls(long *__par0, short __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(long *, short))kick16_kernel)), 0U);}
# 26 "v001228.cu"
void kick16_kernel( long *__cuda_0,short __cuda_1)
# 27 "v001228.cu"
{__device_stub__Z13kick16_kernelPls( __cuda_0,__cuda_1);
# 36 "v001228.cu"
}
# 1 "v001228.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13fold23_kernelfPi( float __par0,  int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float, int *))fold23_kernel)), 0U); }
# 39 "v001228.cu"
void fold23_kernel( float __cuda_0,int *__cuda_1)
# 40 "v001228.cu"
{__device_stub__Z13fold23_kernelfPi( __cuda_0,__cuda_1);



}
# 1 "v001228.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7apply34Pf( float *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float *))apply34)), 0U); }
# 55 "v001228.cu"
void apply34( float *__cuda_0)
# 56 "v001228.cu"
{__device_stub__Z7apply34Pf( __cuda_0);
# 63 "v001228.cu"
}
# 1 "v001228.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(float *))apply34), _Z7apply34Pf, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float, int *))fold23_kernel), _Z13fold23_kernelfPi, 256); __cudaRegisterEntry(__T3, ((void ( *)(long *, short))kick16_kernel), _Z13kick16_kernelPls, (-1)); __cudaRegisterVariable(__T3, __shadow_var(d_pack6,::d_pack6), 0, 1UL, 0, 0); __cudaRegisterManagedVariable(__T3, __shadow_var(m_accum33,::m_accum33), 0, 4UL, 0, 0); __cudaRegisterVariable(__T3, __shadow_var(_ZN5gpu389d_blend39E,::gpu38::d_blend39), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
