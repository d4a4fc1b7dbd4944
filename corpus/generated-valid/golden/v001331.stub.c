#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001331.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z8scatter6PhPiS0_(unsigned char *, int *, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6step13PKj(const unsigned *);
static void __device_stub__Z13warp22_kernelPi(int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13norm25_kernelPfPKa(float *__restrict__, const signed char *);
static void __device_stub__Z14accum31_kernelPi6Span18S0_S_(idx24_t *__restrict__, struct Span18&, struct Span18&, idx24_t *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__23bb5266_10_v001331_cu_fb2bbb077shade38E6Span18Pd(struct Span18&, double *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z8scatter6PhPiS0_(unsigned char *__par0, int *__par1, int *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(unsigned char *, int *, int *))scatter6)), 0U);}
# 11 "v001331.cu"
void scatter6( unsigned char *__cuda_0,int *__cuda_1,int *__cuda_2)
# 12 "v001331.cu"
{__device_stub__Z8scatter6PhPiS0_( __cuda_0,__cuda_1,__cuda_2);
# 22 "v001331.cu"
}
# 1 "v001331.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6step13PKj( const unsigned *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const unsigned *))step13)), 0U); }
# 24 "v001331.cu"
void step13( const unsigned *__cuda_0)
# 25 "v001331.cu"
{__device_stub__Z6step13PKj( __cuda_0);




}
# 1 "v001331.cudafe1.stub.c"
static void __device_stub__Z13warp22_kernelPi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))warp22_kernel)), 0U); }
# 38 "v001331.cu"
static void warp22_kernel( int *__cuda_0)
# 39 "v001331.cu"
{__device_stub__Z13warp22_kernelPi( __cuda_0);


}
# 1 "v001331.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13norm25_kernelPfPKa( float *__restrict__ __par0,  const signed char *__par1) {  float *__T0;
__cudaLaunchPrologue(2); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float *__restrict__, const signed char *))norm25_kernel)), 0U); }
# 45 "v001331.cu"
void norm25_kernel( float *__restrict__ __cuda_0,const signed char *__cuda_1)
# 46 "v001331.cu"
{__device_stub__Z13norm25_kernelPfPKa( __cuda_0,__cuda_1);
# 52 "v001331.cu"
}
# 1 "v001331.cudafe1.stub.c"
static void __device_stub__Z14accum31_kernelPi6Span18S0_S_( idx24_t *__restrict__ __par0,  struct Span18&__par1,  struct Span18&__par2,  idx24_t *__par3) {  idx24_t *__T1;
__cudaLaunchPrologue(4); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaSetupArg(__par1, 8UL); __cudaSetupArg(__par2, 24UL); __cudaSetupArgSimple(__par3, 40UL); __cudaLaunch(((char *)((void ( *)(idx24_t *__restrict__, struct Span18, struct Span18, idx24_t *))accum31_kernel)), 0U); }
# 54 "v001331.cu"
static void accum31_kernel( ::idx24_t *__restrict__ __cuda_0,struct ::Span18 __cuda_1,struct ::Span18 __cuda_2,::idx24_t *__cuda_3)
# 55 "v001331.cu"
{__device_stub__Z14accum31_kernelPi6Span18S0_S_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);


}
# 1 "v001331.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__23bb5266_10_v001331_cu_fb2bbb077shade38E6Span18Pd( struct Span18&__par0,  double *__restrict__ __par1) {  double *__T6;
__cudaLaunchPrologue(2); __cudaSetupArg(__par0, 0UL); __T6 = __par1; __cudaSetupArgSimple(__T6, 16UL); __cudaLaunch(((char *)((void ( *)(struct Span18, double *__restrict__))_NV_ANON_NAMESPACE::shade38)), 0U); }
# 62 "v001331.cu"
void _NV_ANON_NAMESPACE::shade38( struct ::Span18 __cuda_0,double *__restrict__ __cuda_1)
# 63 "v001331.cu"
{__device_stub__ZN43_GLOBAL__N__23bb5266_10_v001331_cu_fb2bbb077shade38E6Span18Pd( __cuda_0,__cuda_1);
# 72 "v001331.cu"
}
# 1 "v001331.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(struct Span18, double *__restrict__))_NV_ANON_NAMESPACE::shade38), _ZN43_GLOBAL__N__23bb5266_10_v001331_cu_fb2bbb077shade38E6Span18Pd, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(idx24_t *__restrict__, struct Span18, struct Span18, idx24_t *))accum31_kernel), _Z14accum31_kernelPi6Span18S0_S_, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(float *__restrict__, const signed char *))norm25_kernel), _Z13norm25_kernelPfPKa, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(int *))warp22_kernel), _Z13warp22_kernelPi, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(const unsigned *))step13), _Z6step13PKj, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(unsigned char *, int *, int *))scatter6), _Z8scatter6PhPiS0_, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
