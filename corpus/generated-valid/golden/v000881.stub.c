#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000881.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6scale3l(long);
static void __device_stub__Z5bias7ifPKfi(int, float, const float *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6kick14PKxPimPy(const long long *__restrict__, int *__restrict__, size_t, unsigned long long *__restrict__);
static void __device_stub__Z7scale32Ps(short *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z12map_gather36Pji(unsigned *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_decay37Pfi(float *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6scale3l(long __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(long))scale3)), 0U);}
# 8 "v000881.cu"
void scale3( long __cuda_0)
# 8 "v000881.cu"
{__device_stub__Z6scale3l( __cuda_0);




}
# 1 "v000881.cudafe1.stub.c"
static void __device_stub__Z5bias7ifPKfi( int __par0,  float __par1,  const float *__par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(int, float, const float *, int))bias7)), 0U); }
# 15 "v000881.cu"
static void bias7( int __cuda_0,float __cuda_1,const float *__cuda_2,int __cuda_3)
# 15 "v000881.cu"
{__device_stub__Z5bias7ifPKfi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 21 "v000881.cu"
}
# 1 "v000881.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6kick14PKxPimPy( const long long *__restrict__ __par0,  int *__restrict__ __par1,  size_t __par2,  unsigned long long *__restrict__ __par3) {  const long long *__T0;
 int *__T1;
 unsigned long long *__T2;
__cudaLaunchPrologue(4); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __T1 = __par1; __cudaSetupArgSimple(__T1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __T2 = __par3; __cudaSetupArgSimple(__T2, 24UL); __cudaLaunch(((char *)((void ( *)(const long long *__restrict__, int *__restrict__, size_t, unsigned long long *__restrict__))kick14)), 0U); }
# 23 "v000881.cu"
void kick14( const long long *__restrict__ __cuda_0,int *__restrict__ __cuda_1,::size_t __cuda_2,unsigned long long *__restrict__ __cuda_3)
# 23 "v000881.cu"
{__device_stub__Z6kick14PKxPimPy( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 33 "v000881.cu"
}
# 1 "v000881.cudafe1.stub.c"
static void __device_stub__Z7scale32Ps( short *__restrict__ __par0) {  short *__T3;
__cudaLaunchPrologue(1); __T3 = __par0; __cudaSetupArgSimple(__T3, 0UL); __cudaLaunch(((char *)((void ( *)(short *__restrict__))scale32)), 0U); }
# 52 "v000881.cu"
static void scale32( short *__restrict__ __cuda_0)
# 52 "v000881.cu"
{__device_stub__Z7scale32Ps( __cuda_0);



}
# 1 "v000881.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z12map_gather36Pji( unsigned *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned *, int))map_gather36)), 0U); }
# 63 "v000881.cu"
void map_gather36( unsigned *__cuda_0,int __cuda_1)
# 63 "v000881.cu"
{__device_stub__Z12map_gather36Pji( __cuda_0,__cuda_1); }
# 1 "v000881.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11map_decay37Pfi( float *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float *, int))map_decay37)), 0U); }
# 64 "v000881.cu"
void map_decay37( float *__cuda_0,int __cuda_1)
# 64 "v000881.cu"
{__device_stub__Z11map_decay37Pfi( __cuda_0,__cuda_1); }
# 1 "v000881.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T9) {  __nv_dummy_param_ref(__T9); __nv_save_fatbinhandle_for_managed_rt(__T9); __cudaRegisterEntry(__T9, ((void ( *)(float *, int))map_decay37), _Z11map_decay37Pfi, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(unsigned *, int))map_gather36), _Z12map_gather36Pji, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(short *__restrict__))scale32), _Z7scale32Ps, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(const long long *__restrict__, int *__restrict__, size_t, unsigned long long *__restrict__))kick14), _Z6kick14PKxPimPy, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(int, float, const float *, int))bias7), _Z5bias7ifPKfi, 512UL); __cudaRegisterEntry(__T9, ((void ( *)(long))scale3), _Z6scale3l, (-1)); __cudaRegisterVariable(__T9, __shadow_var(c_drift21,::c_drift21), 0, 4UL, 1, 0); __cudaRegisterVariable(__T9, __shadow_var(c_norm29,::c_norm29), 0, 8UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
