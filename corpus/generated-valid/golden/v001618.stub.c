#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001618.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6accum4PKsfPj(const short *, float, unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z5mix26PKi(const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15spread35_kernelPKfPfPi(const float *__restrict__, float *__restrict__, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6norm415Acc14(struct Acc14&);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6accum4PKsfPj(const short *__par0, float __par1, unsigned *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const short *, float, unsigned *))accum4)), 0U);}
# 20 "v001618.cu"
void accum4( const short *__cuda_0,float __cuda_1,unsigned *__cuda_2)
# 20 "v001618.cu"
{__device_stub__Z6accum4PKsfPj( __cuda_0,__cuda_1,__cuda_2);
# 29 "v001618.cu"
}
# 1 "v001618.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z5mix26PKi( const int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const int *))mix26)), 0U); }
# 50 "v001618.cu"
void mix26( const int *__cuda_0)
# 50 "v001618.cu"
{__device_stub__Z5mix26PKi( __cuda_0);
# 60 "v001618.cu"
}
# 1 "v001618.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15spread35_kernelPKfPfPi( const float *__restrict__ __par0,  float *__restrict__ __par1,  int *__par2) {  const float *__T0;
 float *__T1;
__cudaLaunchPrologue(3); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __T1 = __par1; __cudaSetupArgSimple(__T1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const float *__restrict__, float *__restrict__, int *))spread35_kernel)), 0U); }
# 69 "v001618.cu"
void spread35_kernel( const float *__restrict__ __cuda_0,float *__restrict__ __cuda_1,int *__cuda_2)
# 69 "v001618.cu"
{__device_stub__Z15spread35_kernelPKfPfPi( __cuda_0,__cuda_1,__cuda_2);
# 75 "v001618.cu"
}
# 1 "v001618.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6norm415Acc14( struct Acc14&__par0) {  __cudaLaunchPrologue(1); __cudaSetupArg(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(struct Acc14))norm41)), 0U); }
# 78 "v001618.cu"
void norm41( struct ::Acc14 __cuda_0)
# 78 "v001618.cu"
{__device_stub__Z6norm415Acc14( __cuda_0);
# 85 "v001618.cu"
}
# 1 "v001618.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T9) {  __nv_dummy_param_ref(__T9); __nv_save_fatbinhandle_for_managed_rt(__T9); __cudaRegisterEntry(__T9, ((void ( *)(struct Acc14))norm41), _Z6norm415Acc14, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(const float *__restrict__, float *__restrict__, int *))spread35_kernel), _Z15spread35_kernelPKfPfPi, 1024); __cudaRegisterEntry(__T9, ((void ( *)(const int *))mix26), _Z5mix26PKi, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(const short *, float, unsigned *))accum4), _Z6accum4PKsfPj, (-1)); __cudaRegisterVariable(__T9, __shadow_var(d_march12,::d_march12), 0, 4UL, 0, 0); __cudaRegisterVariable(__T9, __shadow_var(d_mix13,::d_mix13), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
