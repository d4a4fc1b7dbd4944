#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000352.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z8gather13iPiPl(int, int *, long *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13map_stencil21Pfi(float *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_trace22Pdi(double *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6fold31PKmf(const unsigned long *, float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7score41jf(unsigned, float);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN8detail236bias24EiPKf(int, const float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z8gather13iPiPl(int __par0, int *__par1, long *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int, int *, long *))gather13)), 0U);}
# 23 "v000352.cu"
void gather13( int __cuda_0,int *__cuda_1,long *__cuda_2)
# 23 "v000352.cu"
{__device_stub__Z8gather13iPiPl( __cuda_0,__cuda_1,__cuda_2);
# 31 "v000352.cu"
}
# 1 "v000352.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13map_stencil21Pfi( float *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float *, int))map_stencil21)), 0U); }
# 38 "v000352.cu"
void map_stencil21( float *__cuda_0,int __cuda_1)
# 38 "v000352.cu"
{__device_stub__Z13map_stencil21Pfi( __cuda_0,__cuda_1); }
# 1 "v000352.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11map_trace22Pdi( double *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double *, int))map_trace22)), 0U); }
# 39 "v000352.cu"
void map_trace22( double *__cuda_0,int __cuda_1)
# 39 "v000352.cu"
{__device_stub__Z11map_trace22Pdi( __cuda_0,__cuda_1); }
# 1 "v000352.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6fold31PKmf( const unsigned long *__par0,  float __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const unsigned long *, float))fold31)), 0U); }
# 52 "v000352.cu"
void fold31( const unsigned long *__cuda_0,float __cuda_1)
# 52 "v000352.cu"
{__device_stub__Z6fold31PKmf( __cuda_0,__cuda_1);
# 65 "v000352.cu"
}
# 1 "v000352.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7score41jf( unsigned __par0,  float __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(unsigned, float))score41)), 0U); }
# 73 "v000352.cu"
void score41( unsigned __cuda_0,float __cuda_1)
# 73 "v000352.cu"
{__device_stub__Z7score41jf( __cuda_0,__cuda_1);
# 80 "v000352.cu"
}
# 1 "v000352.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN8detail236bias24EiPKf( int __par0,  const float *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, const float *))detail23::bias24)), 0U); }
# 41 "v000352.cu"
void detail23::bias24( int __cuda_0,const float *__cuda_1)
# 41 "v000352.cu"
{__device_stub__ZN8detail236bias24EiPKf( __cuda_0,__cuda_1);
# 49 "v000352.cu"
}
# 1 "v000352.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T14) {  __nv_dummy_param_ref(__T14); __nv_save_fatbinhandle_for_managed_rt(__T14); __cudaRegisterEntry(__T14, ((void ( *)(int, const float *))detail23::bias24), _ZN8detail236bias24EiPKf, (-1)); __cudaRegisterEntry(__T14, ((void ( *)(unsigned, float))score41), _Z7score41jf, (-1)); __cudaRegisterEntry(__T14, ((void ( *)(const unsigned long *, float))fold31), _Z6fold31PKmf, 512); __cudaRegisterEntry(__T14, ((void ( *)(double *, int))map_trace22), _Z11map_trace22Pdi, (-1)); __cudaRegisterEntry(__T14, ((void ( *)(float *, int))map_stencil21), _Z13map_stencil21Pfi, (-1)); __cudaRegisterEntry(__T14, ((void ( *)(int, int *, long *))gather13), _Z8gather13iPiPl, (-1)); __cudaRegisterVariable(__T14, __shadow_var(_ZN8detail239d_weigh30E,::detail23::d_weigh30), 0, 1UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
