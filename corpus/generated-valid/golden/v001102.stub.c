#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001102.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14smooth3_kernelPjPKsPmi(unsigned *__restrict__, const short *__restrict__, unsigned long *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6fold17cmPi(char, size_t, int *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13norm23_kerneljPfPKhi(unsigned, float *, const unsigned char *, int);
static void __device_stub__Z14march12_kernelIliEvT0_PKfPS0_(int, const float *__restrict__, int *);
static void __device_stub__Z14drift31_kernelIfdEvPKT_Pif(const float *, int *, float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14smooth3_kernelPjPKsPmi(unsigned *__restrict__ __par0, const short *__restrict__ __par1, unsigned long *__par2, int __par3){ unsigned *__T0;
 const short *__T1;
__cudaLaunchPrologue(4);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__T1 = __par1;__cudaSetupArgSimple(__T1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(unsigned *__restrict__, const short *__restrict__, unsigned long *, int))smooth3_kernel)), 0U);}
# 8 "v001102.cu"
void smooth3_kernel( unsigned *__restrict__ __cuda_0,const short *__restrict__ __cuda_1,unsigned long *__cuda_2,int __cuda_3)
# 9 "v001102.cu"
{__device_stub__Z14smooth3_kernelPjPKsPmi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 19 "v001102.cu"
}
# 1 "v001102.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6fold17cmPi( char __par0,  size_t __par1,  int *__restrict__ __par2) {  int *__T2;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T2 = __par2; __cudaSetupArgSimple(__T2, 16UL); __cudaLaunch(((char *)((void ( *)(char, size_t, int *__restrict__))fold17)), 0U); }
# 28 "v001102.cu"
void fold17( char __cuda_0,::size_t __cuda_1,int *__restrict__ __cuda_2)
# 29 "v001102.cu"
{__device_stub__Z6fold17cmPi( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v001102.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13norm23_kerneljPfPKhi( unsigned __par0,  float *__par1,  const unsigned char *__par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(unsigned, float *, const unsigned char *, int))norm23_kernel)), 0U); }
# 35 "v001102.cu"
void norm23_kernel( unsigned __cuda_0,float *__cuda_1,const unsigned char *__cuda_2,int __cuda_3)
# 36 "v001102.cu"
{__device_stub__Z13norm23_kerneljPfPKhi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v001102.cudafe1.stub.c"
static void __device_stub__Z14march12_kernelIliEvT0_PKfPS0_( int __par0,  const float *__restrict__ __par1,  int *__par2) {  const float *__T3;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __T3 = __par1; __cudaSetupArgSimple(__T3, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int, const float *__restrict__, int *))march12_kernel<long, int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_march12_kernel<long,int>( int &__cuda_0,const float *__restrict__ &__cuda_1,int *&__cuda_2){__device_stub__Z14march12_kernelIliEvT0_PKfPS0_( (int &)__cuda_0,(const float *&)__cuda_1,(int *&)__cuda_2);}
static void __device_stub__Z14drift31_kernelIfdEvPKT_Pif( const float *__par0,  int *__par1,  float __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const float *, int *, float))drift31_kernel<float, double> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_drift31_kernel<float,double>( const float *&__cuda_0,int *&__cuda_1,float &__cuda_2){__device_stub__Z14drift31_kernelIfdEvPKT_Pif( (const float *&)__cuda_0,(int *&)__cuda_1,(float &)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(const float *, int *, float))drift31_kernel<float, double> ), _Z14drift31_kernelIfdEvPKT_Pif, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(int, const float *__restrict__, int *))march12_kernel<long, int> ), _Z14march12_kernelIliEvT0_PKfPS0_, 256); __cudaRegisterEntry(__T7, ((void ( *)(unsigned, float *, const unsigned char *, int))norm23_kernel), _Z13norm23_kerneljPfPKhi, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(char, size_t, int *__restrict__))fold17), _Z6fold17cmPi, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(unsigned *__restrict__, const short *__restrict__, unsigned long *, int))smooth3_kernel), _Z14smooth3_kernelPjPKsPmi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
