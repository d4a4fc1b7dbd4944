#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001226.fatbin.c"
typedef float _ZN43_GLOBAL__N__485090ca_10_v001226_cu_c_apply78real21_tE;
extern __attribute__((visibility("hidden"))) void __device_stub__Z6sift12PdbPKh(double *__restrict__, bool, const unsigned char *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z9map_mix20Pdi(double *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14blend22_kernelPfi(_ZN43_GLOBAL__N__485090ca_10_v001226_cu_c_apply78real21_tE *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7count27PKmiPfPy(const size_t *__restrict__, int, float *, unsigned long long *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6sift12PdbPKh(double *__restrict__ __par0, bool __par1, const unsigned char *__par2){ double *__T0;
__cudaLaunchPrologue(3);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(double *__restrict__, bool, const unsigned char *))sift12)), 0U);}
# 22 "v001226.cu"
void sift12( double *__restrict__ __cuda_0,bool __cuda_1,const unsigned char *__cuda_2)
# 22 "v001226.cu"
{__device_stub__Z6sift12PdbPKh( __cuda_0,__cuda_1,__cuda_2);
# 28 "v001226.cu"
}
# 1 "v001226.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z9map_mix20Pdi( double *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double *, int))map_mix20)), 0U); }
# 36 "v001226.cu"
void map_mix20( double *__cuda_0,int __cuda_1)
# 36 "v001226.cu"
{__device_stub__Z9map_mix20Pdi( __cuda_0,__cuda_1); }
# 1 "v001226.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14blend22_kernelPfi( _ZN43_GLOBAL__N__485090ca_10_v001226_cu_c_apply78real21_tE *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(_ZN43_GLOBAL__N__485090ca_10_v001226_cu_c_apply78real21_tE *, int))blend22_kernel)), 0U); }
# 42 "v001226.cu"
void blend22_kernel( _ZN43_GLOBAL__N__485090ca_10_v001226_cu_c_apply78real21_tE *__cuda_0,int __cuda_1)
# 42 "v001226.cu"
{__device_stub__Z14blend22_kernelPfi( __cuda_0,__cuda_1);
# 53 "v001226.cu"
}
# 1 "v001226.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7count27PKmiPfPy( const size_t *__restrict__ __par0,  int __par1,  float *__par2,  unsigned long long *__restrict__ __par3) {  const size_t *__T1;
 unsigned long long *__T2;
__cudaLaunchPrologue(4); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __T2 = __par3; __cudaSetupArgSimple(__T2, 24UL); __cudaLaunch(((char *)((void ( *)(const size_t *__restrict__, int, float *, unsigned long long *__restrict__))count27)), 0U); }
# 55 "v001226.cu"
void count27( const ::size_t *__restrict__ __cuda_0,int __cuda_1,float *__cuda_2,unsigned long long *__restrict__ __cuda_3)
# 55 "v001226.cu"
{__device_stub__Z7count27PKmiPfPy( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 71 "v001226.cu"
}
# 1 "v001226.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(const size_t *__restrict__, int, float *, unsigned long long *__restrict__))count27), _Z7count27PKmiPfPy, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(_ZN43_GLOBAL__N__485090ca_10_v001226_cu_c_apply78real21_tE *, int))blend22_kernel), _Z14blend22_kernelPfi, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(double *, int))map_mix20), _Z9map_mix20Pdi, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(double *__restrict__, bool, const unsigned char *))sift12), _Z6sift12PdbPKh, (-1)); __cudaRegisterVariable(__T6, __shadow_var(d_step6,::d_step6), 0, 8UL, 0, 0); __cudaRegisterVariable(__T6, __shadow_var(c_apply7,::c_apply7), 0, 32UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
