#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002130.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6split5PiPfi(int *__restrict__, float *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14tally10_kerneli(int);
static void __device_stub__Z8spread34PKi5Vec29Pjf(const idx27_t *, const struct Vec29&, unsigned *__restrict__, float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z16combine43_kerneldPfPKaPj(double, float *, const signed char *, unsigned *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6split5PiPfi(int *__restrict__ __par0, float *__par1, int __par2){ int *__T0;
__cudaLaunchPrologue(3);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int *__restrict__, float *, int))split5)), 0U);}
# 9 "v002130.cu"
void split5( int *__restrict__ __cuda_0,float *__cuda_1,int __cuda_2)
# 9 "v002130.cu"
{__device_stub__Z6split5PiPfi( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "v002130.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14tally10_kerneli( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))tally10_kernel)), 0U); }
# 14 "v002130.cu"
void tally10_kernel( int __cuda_0)
# 14 "v002130.cu"
{__device_stub__Z14tally10_kerneli( __cuda_0);
# 23 "v002130.cu"
}
# 1 "v002130.cudafe1.stub.c"
static void __device_stub__Z8spread34PKi5Vec29Pjf( const idx27_t *__par0,  const struct Vec29&__par1,  unsigned *__restrict__ __par2,  float __par3) {  unsigned *__T2;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArg(__par1, 8UL); __T2 = __par2; __cudaSetupArgSimple(__T2, 24UL); __cudaSetupArgSimple(__par3, 32UL); __cudaLaunch(((char *)((void ( *)(const idx27_t *, const struct Vec29, unsigned *__restrict__, float))spread34)), 0U); }
# 48 "v002130.cu"
static void spread34( const ::idx27_t *__cuda_0,const struct ::Vec29 __cuda_1,unsigned *__restrict__ __cuda_2,float __cuda_3)
# 48 "v002130.cu"
{__device_stub__Z8spread34PKi5Vec29Pjf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 61 "v002130.cu"
}
# 1 "v002130.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z16combine43_kerneldPfPKaPj( double __par0,  float *__par1,  const signed char *__par2,  unsigned *__restrict__ __par3) {  unsigned *__T3;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __T3 = __par3; __cudaSetupArgSimple(__T3, 24UL); __cudaLaunch(((char *)((void ( *)(double, float *, const signed char *, unsigned *__restrict__))combine43_kernel)), 0U); }
# 62 "v002130.cu"
void combine43_kernel( double __cuda_0,float *__cuda_1,const signed char *__cuda_2,unsigned *__restrict__ __cuda_3)
# 62 "v002130.cu"
{__device_stub__Z16combine43_kerneldPfPKaPj( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 70 "v002130.cu"
}
# 1 "v002130.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(double, float *, const signed char *, unsigned *__restrict__))combine43_kernel), _Z16combine43_kerneldPfPKaPj, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(const idx27_t *, const struct Vec29, unsigned *__restrict__, float))spread34), _Z8spread34PKi5Vec29Pjf, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(int))tally10_kernel), _Z14tally10_kerneli, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(int *__restrict__, float *, int))split5), _Z6split5PiPfi, (-1)); __cudaRegisterVariable(__T6, __shadow_var(d_stencil15,::d_stencil15), 0, 16UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
