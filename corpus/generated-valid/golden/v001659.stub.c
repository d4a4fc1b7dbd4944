#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001659.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6shade7PKdPdPKj(const double *, double *__restrict__, const unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z12map_update22Pdi(double *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_score23Pfi(float *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5ops247clamp25Ef(float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6shade7PKdPdPKj(const double *__par0, double *__restrict__ __par1, const unsigned *__par2){ double *__T0;
__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const double *, double *__restrict__, const unsigned *))shade7)), 0U);}
# 12 "v001659.cu"
void shade7( const double *__cuda_0,double *__restrict__ __cuda_1,const unsigned *__cuda_2)
# 13 "v001659.cu"
{__device_stub__Z6shade7PKdPdPKj( __cuda_0,__cuda_1,__cuda_2);
# 19 "v001659.cu"
}
# 1 "v001659.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z12map_update22Pdi( double *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double *, int))map_update22)), 0U); }
# 33 "v001659.cu"
void map_update22( double *__cuda_0,int __cuda_1)
# 33 "v001659.cu"
{__device_stub__Z12map_update22Pdi( __cuda_0,__cuda_1); }
# 1 "v001659.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11map_score23Pfi( float *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float *, int))map_score23)), 0U); }
# 34 "v001659.cu"
void map_score23( float *__cuda_0,int __cuda_1)
# 34 "v001659.cu"
{__device_stub__Z11map_score23Pfi( __cuda_0,__cuda_1); }
# 1 "v001659.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5ops247clamp25Ef( float __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float))ops24::clamp25)), 0U); }
# 37 "v001659.cu"
void ops24::clamp25( float __cuda_0)
# 38 "v001659.cu"
{__device_stub__ZN5ops247clamp25Ef( __cuda_0);
# 49 "v001659.cu"
}
# 1 "v001659.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(float))ops24::clamp25), _ZN5ops247clamp25Ef, 128); __cudaRegisterEntry(__T4, ((void ( *)(float *, int))map_score23), _Z11map_score23Pfi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(double *, int))map_update22), _Z12map_update22Pdi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(const double *, double *__restrict__, const unsigned *))shade7), _Z6shade7PKdPdPKj, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
