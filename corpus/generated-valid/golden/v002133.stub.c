#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002133.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13apply8_kernels(short);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_trace18Pii(int *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_lerp19Pfi(float *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6warp20ibiPKi(int, bool, int, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7pivot27Pciii(char *, int, int, int);
static void __device_stub__Z7sweep33IjEvPKT_S0_(const unsigned *, unsigned);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13apply8_kernels(short __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(short))apply8_kernel)), 0U);}
# 25 "v002133.cu"
void apply8_kernel( short __cuda_0)
# 25 "v002133.cu"
{__device_stub__Z13apply8_kernels( __cuda_0);
# 34 "v002133.cu"
}
# 1 "v002133.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11map_trace18Pii( int *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, int))map_trace18)), 0U); }
# 50 "v002133.cu"
void map_trace18( int *__cuda_0,int __cuda_1)
# 50 "v002133.cu"
{__device_stub__Z11map_trace18Pii( __cuda_0,__cuda_1); }
# 1 "v002133.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z10map_lerp19Pfi( float *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float *, int))map_lerp19)), 0U); }
# 51 "v002133.cu"
void map_lerp19( float *__cuda_0,int __cuda_1)
# 51 "v002133.cu"
{__device_stub__Z10map_lerp19Pfi( __cuda_0,__cuda_1); }
# 1 "v002133.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6warp20ibiPKi( int __par0,  bool __par1,  int __par2,  const int *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(int, bool, int, const int *))warp20)), 0U); }
# 53 "v002133.cu"
void warp20( int __cuda_0,bool __cuda_1,int __cuda_2,const int *__cuda_3)
# 53 "v002133.cu"
{__device_stub__Z6warp20ibiPKi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 64 "v002133.cu"
}
# 1 "v002133.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7pivot27Pciii( char *__par0,  int __par1,  int __par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(char *, int, int, int))pivot27)), 0U); }
# 66 "v002133.cu"
void pivot27( char *__cuda_0,int __cuda_1,int __cuda_2,int __cuda_3)
# 66 "v002133.cu"
{__device_stub__Z7pivot27Pciii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 74 "v002133.cu"
}
# 1 "v002133.cudafe1.stub.c"
static void __device_stub__Z7sweep33IjEvPKT_S0_( const unsigned *__par0,  unsigned __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const unsigned *, unsigned))sweep33<unsigned int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_sweep33<unsigned>( const unsigned *&__cuda_0,unsigned &__cuda_1){__device_stub__Z7sweep33IjEvPKT_S0_( (const unsigned *&)__cuda_0,(unsigned &)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const unsigned *, unsigned))sweep33<unsigned int> ), _Z7sweep33IjEvPKT_S0_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(char *, int, int, int))pivot27), _Z7pivot27Pciii, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, bool, int, const int *))warp20), _Z6warp20ibiPKi, 256); __cudaRegisterEntry(__T3, ((void ( *)(float *, int))map_lerp19), _Z10map_lerp19Pfi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *, int))map_trace18), _Z11map_trace18Pii, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(short))apply8_kernel), _Z13apply8_kernels, 32); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
