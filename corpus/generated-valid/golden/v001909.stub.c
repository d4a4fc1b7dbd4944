#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001909.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5fold3PKfPiPli(const float *__restrict__, int *, long *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6bias10PiPKfPx(int *, const float *__restrict__, long long *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15smooth19_kernelPif(int *__restrict__, float);
static void __device_stub__Z6norm31IlLi5EEvPT_i(long *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5fold3PKfPiPli(const float *__restrict__ __par0, int *__par1, long *__par2, int __par3){ const float *__T0;
__cudaLaunchPrologue(4);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const float *__restrict__, int *, long *, int))fold3)), 0U);}
# 11 "v001909.cu"
void fold3( const float *__restrict__ __cuda_0,int *__cuda_1,long *__cuda_2,int __cuda_3)
# 11 "v001909.cu"
{__device_stub__Z5fold3PKfPiPli( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v001909.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6bias10PiPKfPx( int *__par0,  const float *__restrict__ __par1,  long long *__restrict__ __par2) {  const float *__T1;
 long long *__T2;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __T1 = __par1; __cudaSetupArgSimple(__T1, 8UL); __T2 = __par2; __cudaSetupArgSimple(__T2, 16UL); __cudaLaunch(((char *)((void ( *)(int *, const float *__restrict__, long long *__restrict__))bias10)), 0U); }
# 18 "v001909.cu"
void bias10( int *__cuda_0,const float *__restrict__ __cuda_1,long long *__restrict__ __cuda_2)
# 18 "v001909.cu"
{__device_stub__Z6bias10PiPKfPx( __cuda_0,__cuda_1,__cuda_2);
# 25 "v001909.cu"
}
# 1 "v001909.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15smooth19_kernelPif( int *__restrict__ __par0,  float __par1) {  int *__T3;
__cudaLaunchPrologue(2); __T3 = __par0; __cudaSetupArgSimple(__T3, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__, float))smooth19_kernel)), 0U); }
# 27 "v001909.cu"
void smooth19_kernel( int *__restrict__ __cuda_0,float __cuda_1)
# 27 "v001909.cu"
{__device_stub__Z15smooth19_kernelPif( __cuda_0,__cuda_1);
# 39 "v001909.cu"
}
# 1 "v001909.cudafe1.stub.c"
static void __device_stub__Z6norm31IlLi5EEvPT_i( long *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(long *, int))norm31<long, (int)5> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_norm31<long,5>( long *&__cuda_0,int &__cuda_1){__device_stub__Z6norm31IlLi5EEvPT_i( (long *&)__cuda_0,(int &)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(long *, int))norm31<long, (int)5> ), _Z6norm31IlLi5EEvPT_i, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(int *__restrict__, float))smooth19_kernel), _Z15smooth19_kernelPif, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(int *, const float *__restrict__, long long *__restrict__))bias10), _Z6bias10PiPKfPx, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(const float *__restrict__, int *, long *, int))fold3), _Z5fold3PKfPiPli, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
